import { describe, expect, it } from 'vitest'
import { decideReturnPath, MAX_RETURN_PATH_LENGTH, safeReturnPath } from '../../shared/rules/return-path'
import { DOT_LIKES, INVISIBLES, OUR_ORIGIN, openRedirectPayloads, SLASH_LIKES } from '../attack/open-redirect-payloads'

// issue 8 §10: every redirect after sign-in or sign-out goes only to our own origin, through one rule.
const ATTACK = process.env.ATTACK === '1'
const ALLOWED = [OUR_ORIGIN]
const payloads = openRedirectPayloads(ATTACK ? 'full' : 'fast')

/** Where a browser would go with `kept` as the Location of a page on our origin (the WHATWG URL parser). */
function resolvesHome(kept: string): boolean {
  const url = new URL(kept, `${OUR_ORIGIN}/account/login`)
  return url.origin === OUR_ORIGIN && !url.pathname.startsWith('//')
}

/** The same after the folds some servers and proxies apply: one percent-decode, Unicode NFKC, backslash as slash. */
function resolvesHomeAfterFolds(kept: string): boolean {
  let decoded = kept
  try {
    decoded = decodeURIComponent(kept)
  } catch {}
  return [kept, decoded, kept.normalize('NFKC'), decoded.normalize('NFKC'), kept.replaceAll('\\', '/')].every(resolvesHome)
}

describe('the return-path rule refuses open-redirect payloads (issue 8 §10)', () => {
  it(`generates at least 500 payloads (${payloads.length} in this run)`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(500)
  })

  it('refuses every one of them', () => {
    expect(payloads.filter((p) => decideReturnPath(p, ALLOWED).verdict === 'kept')).toEqual([])
    for (const p of payloads) expect(safeReturnPath(p, '/home', ALLOWED)).toBe('/home')
  })

  it('refuses them behind our own origin too, or keeps a path that stays on it', () => {
    const slashed = payloads.filter((p) => p.startsWith('/'))
    expect(slashed.filter((p) => decideReturnPath(`${OUR_ORIGIN}${p}`, ALLOWED).verdict === 'kept')).toEqual([])
    // 'evil.example' behind our origin is the plain path '/evil.example': kept is fine, leaving is not.
    const escaped = payloads
      .map((p) => decideReturnPath(`${OUR_ORIGIN}/${p}`, ALLOWED))
      .filter((d) => d.verdict === 'kept' && !resolvesHomeAfterFolds(d.path))
    expect(escaped).toEqual([])
  })

  it.each([
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['%252F%252Fevil.example'],
    ['user@evil.example'],
    ['https://evil@ourhost.example'],
    ['//ourhost.example@evil.example'],
    ['/。/evil.example'],
    ['/．．/evil.example'],
    ['/／evil.example'],
    ['/＼evil.example'],
    ['/⁄evil.example'],
    ['/∕evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\0/evil.example'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['https://ourhost.example.evil.example'],
    ['https://ourhost.example@evil.example'],
    ['https://ourhost.example:443.evil.example'],
    ['/.//evil.example'],
    ['/../evil.example'],
    ['/x/..//evil.example'],
  ])('refuses %j (the issue names it)', (payload) => {
    expect(decideReturnPath(payload, ALLOWED).verdict).toBe('refused')
  })

  it('keeps no path that a Unicode fold (NFKC) turns into a way off the site', () => {
    const folding: string[] = []
    for (let cp = 0x80; cp <= 0x10ffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue
      const char = String.fromCodePoint(cp)
      if (/[/\\.]/.test(char.normalize('NFKC'))) folding.push(char)
    }
    expect(folding.length).toBeGreaterThan(10)
    const escaped = folding.flatMap((char) =>
      [
        `/${char}/evil.example`,
        `/${char}evil.example`,
        `/${char}//evil.example`,
        `/${char}${char}//evil.example`,
        `/x/${char}//evil.example`,
      ]
        .filter((p) => decideReturnPath(p, ALLOWED).verdict === 'kept' && !resolvesHomeAfterFolds(p))
        .map((p) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()} in ${JSON.stringify(p)}`),
    )
    expect(escaped).toEqual([])
  })

  it('whatever it keeps from random mixes of the dangerous parts stays on our origin under every fold', () => {
    const parts = ['/', '//', 'evil.example', '@', ':', '?', '#', 'https:', 'a', ...SLASH_LIKES, ...DOT_LIKES, ...INVISIBLES]
    let seed = 8
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const escaped: string[] = []
    for (let i = 0; i < (ATTACK ? 200_000 : 5_000); i += 1) {
      let candidate = random() < 0.5 ? '/' : ''
      const length = 1 + Math.floor(random() * 5)
      for (let j = 0; j < length; j += 1) candidate += parts[Math.floor(random() * parts.length)]
      const decision = decideReturnPath(candidate, ALLOWED)
      if (decision.verdict === 'kept' && !resolvesHomeAfterFolds(decision.path)) escaped.push(candidate)
    }
    expect(escaped).toEqual([])
  })
})

describe('the return-path rule keeps plain own paths exactly', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['/videos', '/videos'],
    ['/news/2025/08/01/slug?x=1#top', '/news/2025/08/01/slug?x=1#top'],
    ['/category/arabic', '/category/arabic'],
    ['/videos/browse/?category=Full-Match-Replay', '/videos/browse/?category=Full-Match-Replay'],
    ['/account/login?loginSuccess=true', '/account/login?loginSuccess=true'],
    ['/news/caf%C3%A9', '/news/caf%C3%A9'],
    ['/ar/أخبار', '/ar/أخبار'],
    ['/search?q=a%20b&page=2', '/search?q=a%20b&page=2'],
    ['/user@club', '/user@club'],
    ['/match:21', '/match:21'],
    ['/videos/...', '/videos/...'],
    ['/?next=//evil.example', '/?next=//evil.example'],
    [`${OUR_ORIGIN}`, '/'],
    [`${OUR_ORIGIN}/`, '/'],
    [`${OUR_ORIGIN}/videos?x=1#top`, '/videos?x=1#top'],
    ['HTTPS://OURHOST.EXAMPLE/news', '/news'],
  ])('keeps %j as %j, on our origin', (candidate, path) => {
    const decision = decideReturnPath(candidate, ALLOWED)
    expect(decision).toEqual({ verdict: 'kept', path })
    expect(new URL(path, OUR_ORIGIN).origin).toBe(OUR_ORIGIN)
    expect(resolvesHomeAfterFolds(path)).toBe(true)
  })

  it.each<[unknown, string]>([
    [undefined, 'empty'],
    [null, 'empty'],
    [42, 'empty'],
    [['/videos'], 'empty'],
    ['', 'empty'],
    [`/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`, 'tooLong'],
    ['videos', 'notAPath'],
    [`${OUR_ORIGIN}/videos`, 'foreignOrigin'],
  ])('refuses %j with the reason %s (the last: no origin is allowed here)', (candidate, reason) => {
    const allowed = candidate === `${OUR_ORIGIN}/videos` ? [] : ALLOWED
    expect(decideReturnPath(candidate, allowed)).toEqual({ verdict: 'refused', reason })
  })

  it('keeps a path of exactly the longest length', () => {
    const path = `/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`
    expect(safeReturnPath(path, '/', ALLOWED)).toBe(path)
  })
})
