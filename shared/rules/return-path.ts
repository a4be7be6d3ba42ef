/**
 * Where a supporter may be sent after signing in or out (issue 8 §10; the
 * guide's "redirects only to our own origin"). One rule, used by the sign-on
 * start, the embedded portal's redirect_uri, the OIDC callback, logout and
 * (later) checkout and portal return URLs, so no caller can be talked into an
 * open redirect.
 *
 * The rule is syntactic and never normalises: a kept path is returned exactly
 * as given, so '/.//evil.example' can never come out as '//evil.example'. A
 * candidate is kept only when it is a plain path on this site: one leading
 * '/', then no '/' or '\' straight after it, no backslash, no dot segments,
 * no control, whitespace, zero-width or bidi characters, no look-alikes of
 * '/', '\', '.' or ':', and no percent-encoded '/', '\', '.', '%' or control
 * character. An absolute http(s) URL is kept only when its origin is one of
 * `allowedOrigins` and its path passes the same rule.
 */
export type ReturnPathDecision =
  | { verdict: 'kept'; path: string }
  | { verdict: 'refused'; reason: 'empty' | 'tooLong' | 'notAPath' | 'foreignOrigin' | 'unsafeCharacters' | 'dotSegment' }

/** Longest return path we carry (it travels in cookies and query strings). */
export const MAX_RETURN_PATH_LENGTH = 1024

// Encoded '/', '\', '.', '%', control characters, and UTF-8 lead bytes of the look-alikes below.
const UNSAFE_ENCODED = /%(2f|5c|2e|25|0[0-9a-f]|1[0-9a-f]|7f|c0|c1|e0|e2|e3|ef|ff)/i
// Look-alikes of '/', '\', '.' and ':' that some parsers fold to ASCII (fraction slash, fullwidth forms, …).
// The two-dot leaders (U+2025, U+FE30) fold to '..' under NFKC: '/‥//evil.example' would become a dot segment.
const LOOKALIKES = new Set([
  0x2044, 0x2215, 0x29f8, 0xff0f, 0xff3c, 0x3002, 0xff0e, 0x2024, 0x2025, 0xfe30, 0xfe52, 0xff61, 0xff1a, 0xfe55, 0x0338, 0x2216, 0xfe68,
])

/** Control characters, whitespace of any script, zero-width and bidi controls, backslash, look-alikes, non-characters. */
function isUnsafeCodePoint(cp: number): boolean {
  return (
    cp <= 0x20 ||
    (cp >= 0x7f && cp <= 0xa0) ||
    cp === 0x5c ||
    cp === 0xad ||
    cp === 0x1680 ||
    cp === 0x180e ||
    (cp >= 0x2000 && cp <= 0x200f) ||
    (cp >= 0x2028 && cp <= 0x202f) ||
    (cp >= 0x205f && cp <= 0x206f) ||
    cp === 0x3000 ||
    cp === 0xfeff ||
    (cp >= 0xfff0 && cp <= 0xffff) ||
    (cp >= 0x2100 && cp <= 0x214f) ||
    LOOKALIKES.has(cp)
  )
}

function hasUnsafeCharacters(text: string): boolean {
  for (const char of text) if (isUnsafeCodePoint(char.codePointAt(0) ?? 0)) return true
  return UNSAFE_ENCODED.test(text)
}

const ABSOLUTE = /^(https?):\/\/([^/?#@]+)(.*)$/i

export function decideReturnPath(candidate: unknown, allowedOrigins: readonly string[] = []): ReturnPathDecision {
  if (typeof candidate !== 'string' || candidate === '') return { verdict: 'refused', reason: 'empty' }
  if (candidate.length > MAX_RETURN_PATH_LENGTH) return { verdict: 'refused', reason: 'tooLong' }
  if (hasUnsafeCharacters(candidate)) return { verdict: 'refused', reason: 'unsafeCharacters' }
  if (!candidate.startsWith('/')) return absolute(candidate, allowedOrigins)
  if (candidate.startsWith('//')) return { verdict: 'refused', reason: 'foreignOrigin' }
  const path = candidate.split(/[?#]/, 1)[0] as string
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return { verdict: 'refused', reason: 'dotSegment' }
  return { verdict: 'kept', path: candidate }
}

function absolute(candidate: string, allowedOrigins: readonly string[]): ReturnPathDecision {
  const match = ABSOLUTE.exec(candidate)
  if (!match) return { verdict: 'refused', reason: 'notAPath' }
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string]
  const origin = `${scheme.toLowerCase()}://${authority.toLowerCase()}`
  if (!allowedOrigins.includes(origin)) return { verdict: 'refused', reason: 'foreignOrigin' }
  if (rest === '') return { verdict: 'kept', path: '/' }
  if (!rest.startsWith('/')) return { verdict: 'refused', reason: 'notAPath' }
  return decideReturnPath(rest, [])
}

/** The path to send the supporter to: the candidate when it is ours, else the fallback. */
export function safeReturnPath(candidate: unknown, fallback = '/', allowedOrigins: readonly string[] = []): string {
  const decision = decideReturnPath(candidate, allowedOrigins)
  return decision.verdict === 'kept' ? decision.path : fallback
}
