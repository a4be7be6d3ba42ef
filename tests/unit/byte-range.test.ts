import { describe, expect, it } from 'vitest'
import { type ByteRange, contentRange, ifRangeMatches, resolveByteRange } from '../../shared/rules/byte-range'

const whole: ByteRange = { kind: 'whole' }
const unsatisfiable: ByteRange = { kind: 'unsatisfiable' }
const part = (offset: number, length: number): ByteRange => ({ kind: 'partial', offset, length })

// RFC 9110 §14 single ranges over a 100-byte segment.
describe('byte ranges of a segment', () => {
  it.each<[string, string | null, number, ByteRange]>([
    ['no Range header: the whole object', null, 100, whole],
    ['the first ten bytes', 'bytes=0-9', 100, part(0, 10)],
    ['from an offset to the end', 'bytes=90-', 100, part(90, 10)],
    ['the last five bytes', 'bytes=-5', 100, part(95, 5)],
    ['a suffix longer than the object is all of it', 'bytes=-500', 100, part(0, 100)],
    ['an end past the last byte is clamped', 'bytes=95-200', 100, part(95, 5)],
    ['the unit is case-insensitive, spaces around the range tolerated', 'Bytes= 10-19 ', 100, part(10, 10)],
    ['a start at the end cannot be satisfied', 'bytes=100-', 100, unsatisfiable],
    ['a start past the end cannot be satisfied', 'bytes=200-300', 100, unsatisfiable],
    ['a zero-length suffix cannot be satisfied', 'bytes=-0', 100, unsatisfiable],
    ['an empty object has no ranges', 'bytes=0-0', 0, unsatisfiable],
    ['a reversed range is invalid and ignored', 'bytes=5-2', 100, whole],
    ['a list of ranges is ignored (no multipart)', 'bytes=0-1,5-6', 100, whole],
    ['another unit is ignored', 'items=0-1', 100, whole],
    ['garbage is ignored', 'bytes=abc', 100, whole],
    ['a bare dash is ignored', 'bytes=-', 100, whole],
    ['negative numbers are garbage', 'bytes=-5-10', 100, whole],
    ['a huge start is unsatisfiable, not an error', 'bytes=99999999999999999999999-', 100, unsatisfiable],
  ])('%s', (_name, header, size, expected) => {
    expect(resolveByteRange(header, size)).toEqual(expected)
  })

  it('names the bytes sent in Content-Range', () => {
    expect(contentRange(0, 10, 100)).toBe('bytes 0-9/100')
    expect(contentRange(95, 5, 100)).toBe('bytes 95-99/100')
  })
})

// RFC 9110 §13.1.5: a Range is honoured only while its If-Range still names the stored object.
describe('If-Range', () => {
  const current = { etag: '"5d41402abc4b2a76"', lastModified: new Date('2026-11-22T15:35:07.250Z') }
  it.each<[string, string | null | undefined, boolean]>([
    ['no If-Range: the range applies', null, true],
    ['absent (undefined) likewise', undefined, true],
    ['the same strong entity tag', '"5d41402abc4b2a76"', true],
    ['the same tag with spaces around it', ' "5d41402abc4b2a76" ', true],
    ['another entity tag: the object changed', '"0000000000000000"', false],
    ['a weak tag never matches, even the same one', 'W/"5d41402abc4b2a76"', false],
    ['the exact Last-Modified date', 'Sun, 22 Nov 2026 15:35:07 GMT', true],
    ['a second later', 'Sun, 22 Nov 2026 15:35:08 GMT', false],
    ['a second earlier', 'Sun, 22 Nov 2026 15:35:06 GMT', false],
    ['an obsolete date form counts as no match', 'Sunday, 22-Nov-26 15:35:07 GMT', false],
    ['garbage', 'yesterday', false],
    ['empty', '', false],
    ['an unquoted tag', '5d41402abc4b2a76', false],
  ])('%s', (_name, ifRange, expected) => {
    expect(ifRangeMatches(ifRange, current)).toBe(expected)
  })
})
