/**
 * Open-redirect payloads for the return-path rule (issue 8 §10, "Tests that
 * must exist"). Built from parts rather than listed, so one new trick (a
 * slash look-alike, an encoding) multiplies across every host and position.
 * `full` (ATTACK=1) adds every invisible character at every insertion point.
 */
export const OUR_ORIGIN = 'https://ourhost.example'
export const OUR_HOST = 'ourhost.example'

/** Places a payload may point at: a foreign host, or one dressed up as ours. */
const HOSTS = [
  'evil.example',
  'evil.example:8443',
  '127.0.0.1',
  '2130706433',
  '[::1]',
  `${OUR_HOST}.evil.example`,
  `${OUR_HOST}@evil.example`,
  `${OUR_HOST}:443.evil.example`,
  'еvil.example', // Cyrillic 'е'
  'xn--vil-ted.example',
]

/** Ways to write '/' or '\' that some parser, decoder or normaliser turns into a real one. */
export const SLASH_LIKES = [
  '/',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%252f',
  '%255C',
  '%25252F',
  '／', // U+FF0F fullwidth solidus
  '＼', // U+FF3C fullwidth reverse solidus
  '⁄', // U+2044 fraction slash
  '∕', // U+2215 division slash
  '⧸', // U+29F8 big solidus
  '﹨', // U+FE68 small reverse solidus
  '∖', // U+2216 set minus
  '%EF%BC%8F', // '／' percent-encoded
  '%E2%81%84', // '⁄' percent-encoded
  '%C0%AF', // overlong UTF-8 '/'
  '%E0%80%AF', // overlong UTF-8 '/'
  '%C1%9C', // overlong UTF-8 '\'
]

/** Ways to write '.', for dot segments. */
export const DOT_LIKES = ['.', '%2E', '%2e', '%252E', '。', '．', '․', '﹒', '｡', '‥', '︰', '%E3%80%82', '%C0%AE']

/** Characters that browsers strip, parsers skip, or that hide in plain sight. */
export const INVISIBLES = [
  '\t',
  '\n',
  '\r',
  '\0',
  ' ',
  '\u000b',
  '\u000c',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00ad',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u202e',
  '\u2028',
  '\u2060',
  '\u3000',
  '\ufeff',
  '%09',
  '%0A',
  '%0d',
  '%00',
  '%7F',
  '%E2%80%AE',
]

const SCHEME_BODIES: Record<string, string[]> = {
  javascript: ['alert(1)', '//evil.example/%0Aalert(1)', '/**/alert(document.domain)'],
  data: ['text/html,<script>alert(1)</script>', 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  vbscript: ['msgbox(1)'],
  file: ['///etc/passwd', '//evil.example/share'],
  http: ['//evil.example', '/evil.example', 'evil.example', '\\\\evil.example'],
  https: ['//evil.example', '/evil.example', 'evil.example', '/\\evil.example', `//${OUR_HOST}@evil.example`],
  ftp: ['//evil.example'],
  blob: [`${OUR_ORIGIN}/x`],
}

function caseVariants(word: string): string[] {
  const alternating = [...word].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('')
  return [...new Set([word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1), alternating])]
}

/** Absolute URLs that look like ours but are not, or carry a path that leaves us. */
function lookAlikeOrigins(host: string): string[] {
  return [
    `https://${host}`,
    `https://${host}/`,
    `https://${OUR_HOST}.${host}/`,
    `https://${OUR_HOST}@${host}/`,
    `https://${OUR_HOST}:443@${host}/`,
    `https://${OUR_HOST}:443.${host}/`,
    `https://${OUR_HOST}%2F@${host}/`,
    `https://${OUR_HOST}%40${host}/`,
    `https://${OUR_HOST}\\@${host}/`,
    `https://${OUR_HOST}#@${host}/`,
    `https://${OUR_HOST}?@${host}/`,
    `https://evil@${OUR_HOST}/`,
    `https://${OUR_HOST}//${host}`,
    `https://${OUR_HOST}/\\${host}`,
    `https://${OUR_HOST}/.//${host}`,
    `https://${OUR_HOST}:444/`,
    `http://${OUR_HOST}/`,
    `https:${host}`,
    `https:/${host}`,
    `https:\\\\${host}`,
    `//${OUR_HOST}@${host}`,
  ]
}

/** Paths that leave the site through two slash-likes, userinfo or a dot segment. */
function pathTricks(host: string): string[] {
  const out: string[] = [host, `user@${host}`, `user:pass@${host}`, `//user@${host}`, `/\\user@${host}`]
  for (const a of SLASH_LIKES) {
    for (const b of SLASH_LIKES) {
      out.push(`${a}${b}${host}`)
      out.push(`/${a}${b}${host}`)
    }
  }
  for (const dot of DOT_LIKES) {
    out.push(`/${dot}//${host}`, `/${dot}${dot}//${host}`, `/${dot}/${dot}${dot}/${host}`, `/x/${dot}${dot}//${host}`, `/${dot}\\${host}`)
  }
  return out
}

/** Invisible characters at every point a parser might skip them: before, inside and after the scheme or slashes. */
function withInvisibles(char: string, host: string): string[] {
  return [
    `${char}//${host}`,
    `/${char}/${host}`,
    `//${char}${host}`,
    `/${char}\\${host}`,
    `java${char}script:alert(1)`,
    `${char}javascript:alert(1)`,
    `javascript${char}:alert(1)`,
    `ht${char}tps://${host}`,
    `https:${char}//${host}`,
    `/.${char}//${host}`,
    `${char}${OUR_ORIGIN}@${host}`,
  ]
}

export function openRedirectPayloads(scale: 'fast' | 'full'): string[] {
  const hosts = scale === 'full' ? HOSTS : HOSTS.slice(0, 3)
  const out: string[] = []
  for (const [scheme, bodies] of Object.entries(SCHEME_BODIES)) {
    for (const variant of caseVariants(scheme)) for (const body of bodies) out.push(`${variant}:${body}`, ` ${variant}:${body}`)
  }
  for (const host of hosts) {
    out.push(...lookAlikeOrigins(host), ...pathTricks(host))
    const invisibles = scale === 'full' ? INVISIBLES : INVISIBLES.filter((_, i) => i % 3 === 0)
    for (const char of invisibles) out.push(...withInvisibles(char, host))
  }
  out.push('', 'x'.repeat(5000), `/${'a'.repeat(2000)}`)
  return [...new Set(out)]
}
