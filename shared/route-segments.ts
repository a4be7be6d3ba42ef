/**
 * Path normalisation and the segment validators the route table (shared/routes.ts) is built from.
 * Pure string work: no URL, DOM or Workers globals, so it runs the same in the worker and the browser.
 */

/** Longest segment accepted, counted after percent-decoding. */
export const MAX_SEGMENT_LENGTH = 200

// What may appear in a raw pathname segment: unreserved characters plus '%' for escapes.
// URL.pathname and location.pathname already percent-encode everything else (Arabic included).
const RAW_SEGMENT = /^[A-Za-z0-9\-_.~%]+$/

/**
 * Splits a pathname into decoded segments; '/' gives []. Returns null for a path the site never
 * serves: no leading '/', an empty segment ('//'), '.' or '..', a character outside the raw set,
 * a malformed percent-escape, or a segment over MAX_SEGMENT_LENGTH once decoded.
 * One trailing slash is dropped ('/news/' is '/news'). A query or hash is not a pathname: '?'
 * and '#' are outside the raw set, so the caller passes URL.pathname, not an href.
 */
export function pathSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null
  if (pathname === '/') return []
  const body = pathname.endsWith('/') ? pathname.slice(1, -1) : pathname.slice(1)
  const segments: string[] = []
  for (const raw of body.split('/')) {
    const segment = decodeSegment(raw)
    if (segment === null) return null
    segments.push(segment)
  }
  return segments
}

function decodeSegment(raw: string): string | null {
  if (!RAW_SEGMENT.test(raw)) return null // also rejects '' (an empty segment)
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null // malformed escape such as '%E0%A4' or '%zz'
  }
  // Checked after decoding too, so '%2E%2E' cannot smuggle in a '..'.
  if (decoded === '.' || decoded === '..') return null
  if (decoded.length > MAX_SEGMENT_LENGTH) return null
  return decoded
}

/** A content slug or id (news, player, category, video, channel, asset): letters of any script, digits, '-', '_', '.', '~'. */
export const isSlug = (s: string): boolean => /^[\p{L}\p{M}\p{N}\-_.~]+$/u.test(s)

/** A team or CMS page slug: lowercase ASCII letters, digits and hyphens. */
export const isLowerSlug = (s: string): boolean => /^[a-z0-9-]+$/.test(s)

export const isDigits = (s: string): boolean => /^[0-9]+$/.test(s)

/** Years 1000–9999: the range the London date rules accept (a year like 0999 would make them throw). */
export const isYear = (s: string): boolean => /^[1-9][0-9]{3}$/.test(s)

/** A season slug such as 2025-26: the second year is the first plus one, modulo 100 (2099-00). */
export function isSeason(s: string): boolean {
  const m = /^([0-9]{4})-([0-9]{2})$/.exec(s)
  return m !== null && (Number(m[1]) + 1) % 100 === Number(m[2])
}

/** Month '1'–'12' written with one or two digits ('3' or '03'). */
export function isMonth(s: string): boolean {
  return /^[0-9]{1,2}$/.test(s) && Number(s) >= 1 && Number(s) <= 12
}

/** A real calendar day of the given year and month, written with one or two digits. */
export function isDayOf(year: string, month: string, day: string): boolean {
  if (!/^[0-9]{1,2}$/.test(day)) return false
  const d = Number(day)
  return d >= 1 && d <= daysInMonth(Number(year), Number(month))
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}
