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
