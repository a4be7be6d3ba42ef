/**
 * RFC 9110 §14 single byte ranges, as the media gateway serves segments
 * (issue 9 §4: Range requests). Resolved against the object's size here, so
 * the bytes sent and the Content-Range header always agree, whatever the
 * storage does with a range it cannot satisfy.
 *
 * - no Range, another unit, a list of ranges or a malformed one → 'whole'
 *   (RFC 9110 §14.2: a server may ignore Range; we never send multipart);
 * - a range starting at or past the end, or a zero-length suffix → 'unsatisfiable' (416);
 * - otherwise the exact bytes, the end clamped to the last byte.
 *
 * A Range sent with an If-Range that no longer names the stored object
 * (ifRangeMatches below) is ignored too: the client gets the whole new object,
 * never a piece of it to splice into bytes of an old one (RFC 9110 §13.1.5).
 */
export type ByteRange = { kind: 'whole' } | { kind: 'partial'; offset: number; length: number } | { kind: 'unsatisfiable' }

const SINGLE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i

export function resolveByteRange(header: string | null | undefined, size: number): ByteRange {
  const match = header ? SINGLE.exec(header.trim()) : null
  if (!match) return { kind: 'whole' }
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'whole' }
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    const length = Math.min(suffix, size)
    return { kind: 'partial', offset: size - length, length }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return { kind: 'whole' } // invalid: ignored
  if (start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return { kind: 'partial', offset: start, length: end - start + 1 }
}

/** The Content-Range value of a partial answer. */
export function contentRange(offset: number, length: number, size: number): string {
  return `bytes ${offset}-${offset + length - 1}/${size}`
}

/** What the stored object is now, as its validators say. */
export interface CurrentValidators {
  /** The strong entity tag, quoted ('"abc"'), as sent in ETag. */
  etag: string
  /** As sent in Last-Modified (whole seconds). */
  lastModified: Date
}

/**
 * RFC 9110 §13.1.5 If-Range: true when there is none, or when it still names
 * the object: an entity tag that matches strongly (a weak one never does), or
 * an HTTP-date that is exactly its Last-Modified. Anything else (another tag,
 * another date, something that is neither) means send the whole object.
 */
export function ifRangeMatches(ifRange: string | null | undefined, current: CurrentValidators): boolean {
  if (ifRange === null || ifRange === undefined) return true
  const value = ifRange.trim()
  if (value.startsWith('W/')) return false
  if (value.startsWith('"')) return !current.etag.startsWith('W/') && value === current.etag
  // The IMF-fixdate browsers send; the two obsolete date forms count as no match, and the whole object is always a right answer.
  if (!IMF_FIXDATE.test(value)) return false
  return Date.parse(value) === Math.floor(current.lastModified.getTime() / 1000) * 1000
}

const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/
