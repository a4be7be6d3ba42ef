/**
 * Mutations of a genuine session token (issue 8 "Tests that must exist": the
 * token mutation suite). Forgeries keep the genuine sub and sid, so a token
 * that slipped through would really sign someone in. Mutations signed with
 * our own key change exactly one property, so only that property can be
 * what refuses them.
 */
import type { JWK } from 'jose'
import { attackerKeys, b64, compact, hmacSigner, type Part, publicKeyForms, type Signer, unb64 } from './jws'

export interface Genuine {
  token: string
  header: Record<string, unknown>
  claims: Record<string, unknown>
  /** Signs with the site's own key. */
  ours: Signer
  publicJwk: JWK
  /** Seconds since the epoch at which the tokens are judged. */
  now: number
  ttlSeconds: number
  /** Another account's ssoId (an administrator's), for forgeries that try to become someone else. */
  victimSub: string
}

export interface Mutation {
  family: string
  name: string
  token: string
}

type Claims = Record<string, unknown>

const NONES = ['none', 'None', 'NONE', 'nOnE', 'NoNe', 'none ', ' none', 'none\u0000']
const KIDS = [
  '../../etc/passwd',
  '../../../../../../dev/null',
  '/dev/null',
  "' OR 1=1 --",
  "x' UNION SELECT 'secret' --",
  '"; DROP TABLE accounts; --',
  '| cat /etc/passwd',
  '$(id)',
  'http://evil.example/key.json',
  '',
  '\u0000',
  'a'.repeat(5000),
]
const KEY_URLS = ['https://evil.example/jwks.json', 'http://localhost/.well-known/jwks.json', 'https://evil.example@localhost/jwks.json']

/** Claim sets an attacker would sign: the genuine one, promoted to admin, and never expiring. */
function forgedClaims(g: Genuine): Claims[] {
  return [
    g.claims,
    { ...g.claims, sub: g.victimSub, role: 'admin' },
    { ...g.claims, iat: g.now, nbf: g.now, exp: g.now + 10 * 365 * 86_400 },
  ]
}

async function noneAlgorithm(g: Genuine, out: Mutation[]) {
  const genuineSignature = g.token.split('.')[2]!
  for (const alg of NONES) {
    for (const typ of [g.header.typ, undefined, 'JWT']) {
      for (const [label, signature] of [
        ['no signature', ''],
        ['the genuine signature', genuineSignature],
        ['junk', 'AAAA'],
      ]) {
        for (const claims of forgedClaims(g)) {
          const header = typ === undefined ? { alg } : { alg, typ, kid: g.header.kid }
          out.push({
            family: 'alg none',
            name: `alg ${JSON.stringify(alg)}, typ ${typ}, ${label}`,
            token: await compact(header, claims, signature!),
          })
        }
      }
    }
  }
}

async function hmacWithPublicKey(g: Genuine, out: Mutation[]) {
  const forms = await publicKeyForms(g.publicJwk)
  for (const [alg, hash] of [
    ['HS256', 'SHA-256'],
    ['HS384', 'SHA-384'],
    ['HS512', 'SHA-512'],
  ] as const) {
    for (const [form, secret] of Object.entries(forms)) {
      const sign = hmacSigner(hash, secret)
      for (const claims of forgedClaims(g)) {
        out.push({
          family: 'HMAC with our public key',
          name: `${alg}, secret: ${form}`,
          token: await compact({ ...g.header, alg }, claims, sign),
        })
      }
      // The header that claims ES256 while the signature is an HMAC.
      out.push({
        family: 'HMAC with our public key',
        name: `${alg} as ES256, secret: ${form}`,
        token: await compact(g.header, g.claims, sign),
      })
    }
  }
}

async function otherKeys(g: Genuine, out: Mutation[]) {
  for (const key of await attackerKeys()) {
    for (const claims of forgedClaims(g)) {
      for (const kid of [g.header.kid, key.publicJwk.kid]) {
        const header = { ...g.header, alg: key.alg, kid }
        out.push({ family: 'other keys', name: `${key.alg} with another key, kid ${kid}`, token: await compact(header, claims, key.sign) })
        out.push({
          family: 'other keys',
          name: `${key.alg} signature under alg ES256`,
          token: await compact({ ...header, alg: 'ES256' }, claims, key.sign),
        })
      }
      // The key travels with the token: jwk, jku, x5u and x5c headers.
      const carried: Array<[string, Record<string, unknown>]> = [
        ['jwk', { jwk: key.publicJwk }],
        ['jwk with our kid', { jwk: { ...key.publicJwk, kid: g.header.kid } }],
        ...KEY_URLS.map((url): [string, Record<string, unknown>] => ['jku', { jku: url }]),
        ...KEY_URLS.map((url): [string, Record<string, unknown>] => ['x5u', { x5u: url }]),
        ['x5c', { x5c: [b64(JSON.stringify(key.publicJwk))] }],
      ]
      for (const [name, extra] of carried) {
        out.push({
          family: 'embedded key',
          name: `${name} (${key.alg})`,
          token: await compact({ ...g.header, alg: key.alg, ...extra }, claims, key.sign),
        })
      }
    }
  }
}

async function kidTricks(g: Genuine, out: Mutation[]) {
  const utf8 = new TextEncoder()
  const secrets: Array<[string, Uint8Array]> = [
    ['empty secret', new Uint8Array()],
    ['secret "null"', utf8.encode('null')],
    ['secret "secret"', utf8.encode('secret')],
    ['/etc/passwd line', utf8.encode('root:x:0:0:root:/root:/bin/bash\n')],
  ]
  const genuineSignature = g.token.split('.')[2]!
  for (const kid of KIDS) {
    for (const [label, secret] of secrets) {
      out.push({
        family: 'kid',
        name: `kid ${JSON.stringify(kid.slice(0, 40))}, HS256 ${label}`,
        token: await compact({ ...g.header, alg: 'HS256', kid }, g.claims, hmacSigner('SHA-256', secret)),
      })
    }
    out.push({
      family: 'kid',
      name: `kid ${JSON.stringify(kid.slice(0, 40))}, genuine signature`,
      token: await compact({ ...g.header, kid }, { ...g.claims, sub: g.victimSub }, genuineSignature),
    })
  }
}

/** Signed with our key, exactly one claim or header wrong. */
async function oneThingWrong(g: Genuine, out: Mutation[]) {
  const { now, ttlSeconds } = g
  const without = (name: string): Claims => Object.fromEntries(Object.entries(g.claims).filter(([k]) => k !== name))
  const claims: Array<[string, Part]> = [
    ['exp one second ago', { ...g.claims, exp: now - 1 }],
    ['exp exactly now', { ...g.claims, exp: now }],
    ['nbf one second ahead', { ...g.claims, nbf: now + 1 }],
    ['iat one second ahead', { ...g.claims, iat: now + 1 }],
    ['iat older than the lifetime', { ...g.claims, iat: now - ttlSeconds - 1, nbf: now - ttlSeconds - 1 }],
    ['exp as a string', { ...g.claims, exp: String(now + 60) }],
    ['nbf as a string', { ...g.claims, nbf: String(now) }],
    ['iat as a string', { ...g.claims, iat: String(now) }],
    ['sub as a number', { ...g.claims, sub: 42 }],
    ['sub as an array', { ...g.claims, sub: [g.claims.sub] }],
    ['jti as a number', { ...g.claims, jti: 7 }],
    ['sid as a number', { ...g.claims, sid: 7 }],
    ['sid as an object', { ...g.claims, sid: { id: g.claims.sid } }],
    ...['exp', 'nbf', 'iat', 'jti', 'sub', 'sid', 'iss', 'aud'].map((k): [string, Part] => [`no ${k}`, without(k)]),
    ...['https://evil.example', `${g.claims.iss}/`, `${g.claims.iss}/sso`, String(g.claims.iss).toUpperCase(), ''].map(
      (iss): [string, Part] => [`iss ${iss}`, { ...g.claims, iss }],
    ),
    ['iss as an array', { ...g.claims, iss: [g.claims.iss] }],
    ...['club-sso', 'club-site ', 'CLUB-SITE', '', 'evil'].map((aud): [string, Part] => [
      `aud ${JSON.stringify(aud)}`,
      { ...g.claims, aud },
    ]),
    ['aud as an array of others', { ...g.claims, aud: ['club-sso', 'evil'] }],
    // Duplicate keys: the last one counts (RFC 7515 §4), so the wrong value is written last.
    ['duplicate exp, the last expired', `${JSON.stringify(g.claims).slice(0, -1)},"exp":${now - 1}}`],
    ['duplicate iss, the last foreign', `${JSON.stringify(g.claims).slice(0, -1)},"iss":"https://evil.example"}`],
    ['duplicate aud, the last foreign', `${JSON.stringify(g.claims).slice(0, -1)},"aud":"club-sso"}`],
    ...['[]', '"a string"', '123', 'null', 'true', '', '{', `[${JSON.stringify(g.claims)}]`, '\uFEFF{}'].map((p): [string, Part] => [
      `payload ${JSON.stringify(p.slice(0, 20))}`,
      p,
    ]),
  ]
  for (const [name, payload] of claims) out.push({ family: 'one claim wrong', name, token: await compact(g.header, payload, g.ours) })

  const { typ: _typ, ...untyped } = g.header
  const headers: Array<[string, Part]> = [
    ['typ missing', untyped],
    ...['JWT', 'sso-handoff+jwt', 'sso-session+jwt', 'at+jwt ', 'application/jwt', ''].map((typ): [string, Part] => [
      `typ ${JSON.stringify(typ)}`,
      { ...g.header, typ },
    ]),
    ['typ as a number', { ...g.header, typ: 1 }],
    ['alg lower case', { ...g.header, alg: 'es256' }],
    ['alg missing', { typ: g.header.typ, kid: g.header.kid }],
    ['crit with an unknown extension', { ...g.header, crit: ['x-club'], 'x-club': 1 }],
    ['crit naming exp', { ...g.header, crit: ['exp'] }],
    ['crit empty', { ...g.header, crit: [] }],
    ['crit not an array', { ...g.header, crit: 'b64' }],
    ['crit b64 false', { ...g.header, crit: ['b64'], b64: false }],
    ['duplicate typ, the last wrong', `${JSON.stringify(g.header).slice(0, -1)},"typ":"JWT"}`],
    ['duplicate alg, the last HS256', `${JSON.stringify(g.header).slice(0, -1)},"alg":"HS256"}`],
    ['header not an object', '[]'],
    ['header empty', ''],
  ]
  for (const [name, header] of headers) out.push({ family: 'one header wrong', name, token: await compact(header, g.claims, g.ours) })
  const big = (bytes: number) => compact(g.header, { ...g.claims, pad: 'x'.repeat(bytes) }, g.ours)
  out.push({ family: 'oversized', name: 'signed, 8 KB', token: await big(8 * 1024) })
  out.push({ family: 'oversized', name: 'signed, 1 MB', token: await big(1024 * 1024) })
  out.push({ family: 'oversized', name: 'the genuine token padded to 8 KB', token: g.token + '='.repeat(8 * 1024) })
  out.push({ family: 'oversized', name: '1 MB of A', token: 'A'.repeat(1024 * 1024) })
}

/** The genuine token broken in its shape, signature or encoding. */
function brokenShapes(g: Genuine, out: Mutation[]) {
  const [h, p, s] = g.token.split('.') as [string, string, string]
  const sig = unb64(s)
  const der = derSignature(sig)
  const zero = new Uint8Array(64)
  // P-256 group order: r = s = n is the other "psychic signature" (CVE-2022-21449) next to zeros.
  const order = Uint8Array.from(
    'ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551'.match(/../g)!.map((x) => Number.parseInt(x, 16)),
  )
  const shapes: Array<[string, string]> = [
    ['extra segment', `${g.token}.`],
    ['extra segment with data', `${g.token}.e30`],
    ['five segments (JWE shape)', `${h}.${p}.${s}.${s}.${s}`],
    ['two segments', `${h}.${p}`],
    ['one segment', h],
    ['empty', ''],
    ['only dots', '..'],
    ['empty header', `.${p}.${s}`],
    ['empty payload', `${h}..${s}`],
    ['empty signature', `${h}.${p}.`],
    ['signature all zeros', `${h}.${p}.${b64(zero)}`],
    ['signature r = s = n', `${h}.${p}.${b64(new Uint8Array([...order, ...order]))}`],
    ['signature DER-encoded', `${h}.${p}.${b64(der)}`],
    ['signature truncated by a byte', `${h}.${p}.${b64(sig.slice(0, -1))}`],
    ['signature with an extra byte', `${h}.${p}.${b64(new Uint8Array([...sig, 0]))}`],
    ['signature doubled', `${h}.${p}.${s}${s}`],
    ['header of another token', `${b64('{"alg":"ES256"}')}.${p}.${s}`],
    ['signature from a swapped header and payload', `${p}.${h}.${s}`],
  ]
  for (const [name, token] of shapes) out.push({ family: 'shape', name, token })
  for (const [index, segment] of [h, p, s].entries()) {
    const where = ['header', 'payload', 'signature'][index]!
    const put = (text: string) => [h, p, s].map((part, i) => (i === index ? text : part)).join('.')
    const encodings: Array<[string, string]> = [
      ['padding "="', `${segment}=`],
      ['padding "=="', `${segment}==`],
      ['padding inside', `${segment.slice(0, 4)}=${segment.slice(4)}`],
      ['"+" for "-"', segment.includes('-') ? segment.replaceAll('-', '+') : `+${segment.slice(1)}`],
      ['"/" for "_"', segment.includes('_') ? segment.replaceAll('_', '/') : `/${segment.slice(1)}`],
      ['standard base64 of the same bytes', btoa(String.fromCharCode(...unb64(segment)))],
      ...[' ', '\t', '\n', '\r\n', '\u00a0'].flatMap(
        (ws): Array<[string, string]> => [
          [`${JSON.stringify(ws)} inside`, `${segment.slice(0, 8)}${ws}${segment.slice(8)}`],
          [`${JSON.stringify(ws)} at the end`, `${segment}${ws}`],
        ],
      ),
      ['a character outside the alphabet', `${segment.slice(0, -1)}!`],
      ['percent-encoded', segment.replace(/-/g, '%2D').replace(/^(.)/, '%41')],
      ['one character short', segment.slice(0, -1)],
      ['one character long', `${segment}A`],
      ...nonCanonicalEndings(segment).map((text, i): [string, string] => [`non-canonical last character ${i + 1}`, text]),
    ]
    for (const [name, text] of encodings) out.push({ family: 'bad base64', name: `${where}: ${name}`, token: put(text) })
  }
}

/** Same bytes, different text: the unused low bits of the last base64url character set otherwise. */
export function nonCanonicalEndings(segment: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const unusedBits = [0, 0, 4, 2][segment.length % 4]!
  if (unusedBits === 0) return []
  const last = alphabet.indexOf(segment.at(-1)!)
  const variants: string[] = []
  for (let low = 1; low < 2 ** unusedBits; low += 1) variants.push(segment.slice(0, -1) + alphabet[(last & ~(2 ** unusedBits - 1)) | low])
  return variants
}

function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0
    while (i < bytes.length - 1 && bytes[i] === 0) i += 1
    const trimmed = bytes.slice(i)
    const body = trimmed[0]! >= 0x80 ? new Uint8Array([0, ...trimmed]) : trimmed
    return [0x02, body.length, ...body]
  }
  const seq = [...integer(raw.slice(0, 32)), ...integer(raw.slice(32))]
  return new Uint8Array([0x30, seq.length, ...seq])
}

/** Bit flips in the decoded bytes of each segment, re-encoded canonically. */
function bitFlips(g: Genuine, out: Mutation[], every: number, extra: number) {
  const segments = g.token.split('.').map(unb64)
  const names = ['header', 'payload', 'signature']
  const flipped = (flips: Array<[number, number]>) => {
    const copy = segments.map((bytes) => bytes.slice())
    for (const [segment, bit] of flips) copy[segment]![bit >> 3]! ^= 1 << (bit & 7)
    return copy.map((bytes) => b64(bytes)).join('.')
  }
  for (const [segment, bytes] of segments.entries()) {
    for (let bit = 0; bit < bytes.length * 8; bit += every) {
      out.push({ family: 'bit flip', name: `${names[segment]} bit ${bit}`, token: flipped([[segment, bit]]) })
    }
  }
  let seed = 8
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  for (let i = 0; i < extra; i += 1) {
    const flips: Array<[number, number]> = []
    for (let n = 2 + random(4); n > 0; n -= 1) {
      const segment = random(3)
      flips.push([segment, random(segments[segment]!.length * 8)])
    }
    out.push({ family: 'bit flip', name: `random flips ${JSON.stringify(flips)}`, token: flipped(flips) })
  }
}

/** Random single characters of the token text swapped: hits the encoding as well as the bytes. */
function characterSwaps(g: Genuine, out: Mutation[], count: number) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ '
  let seed = 21
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  for (let i = 0; i < count; i += 1) {
    const at = random(g.token.length)
    const token = g.token.slice(0, at) + alphabet[random(alphabet.length)] + g.token.slice(at + 1)
    if (token !== g.token) out.push({ family: 'character swap', name: `position ${at}: ${JSON.stringify(token[at])}`, token })
  }
}

/** Every mutation: `full` (ATTACK=1) at least 10,000, `fast` a few hundred. */
export async function tokenMutations(g: Genuine, scale: 'fast' | 'full'): Promise<Mutation[]> {
  const all: Mutation[] = []
  await noneAlgorithm(g, all)
  await hmacWithPublicKey(g, all)
  await otherKeys(g, all)
  await kidTricks(g, all)
  await oneThingWrong(g, all)
  brokenShapes(g, all)
  bitFlips(g, all, scale === 'full' ? 1 : 16, scale === 'full' ? 7000 : 0)
  characterSwaps(g, all, scale === 'full' ? 1500 : 50)
  // Some spellings coincide with the genuine token (standard base64 of a segment without '-', '_' or padding).
  const mutated = all.filter((m) => m.token !== g.token)
  if (scale === 'full') return mutated
  // The fast run keeps every claim, header, shape and encoding case and samples the combinatorial families.
  const sampled = new Set(['alg none', 'HMAC with our public key', 'other keys', 'embedded key', 'kid'])
  return mutated.filter((m, i) => !sampled.has(m.family) || i % 5 === 0)
}
