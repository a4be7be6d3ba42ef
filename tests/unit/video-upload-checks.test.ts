import { describe, expect, it } from 'vitest'
import { checkUploadCreation, checkUploadPart, expectedPartBytes } from '../../shared/rules/video-upload-checks'
import { parseUploadMetadata } from '../../worker/media/tus-metadata'

// Issue 20 §2 and "Bad input": what a tus creation and each part must be.
const b64 = (s: string) => btoa(s)
const GIB = 1024 ** 3

describe('checkUploadCreation', () => {
  it.each<[string, string | null, string, unknown]>([
    ['a 1 GiB MP4', String(GIB), 'video/mp4', GIB],
    ['a WebM', '1000', 'video/webm', 1000],
    ['0 bytes', '0', 'video/mp4', { status: 400, code: 'upload_empty' }],
    [
      '20 GiB over a 10 GiB limit',
      String(20 * GIB),
      'video/mp4',
      { status: 413, code: 'upload_too_large', message: expect.stringContaining('10 GiB') },
    ],
    ['exactly the limit', String(10 * GIB), 'video/mp4', 10 * GIB],
    ['an HTML page', '1000', 'text/html', { status: 415, code: 'upload_not_video' }],
    ['a zip', '1000', 'application/zip', { status: 415, code: 'upload_not_video' }],
    ['no type', '1000', '', { status: 415, code: 'upload_not_video' }],
    ['no length (deferred)', null, 'video/mp4', { status: 400, code: 'bad_request' }],
    ['a negative length', '-5', 'video/mp4', { status: 400, code: 'bad_request' }],
  ])('%s', (_name, length, type, expected) => {
    const result = checkUploadCreation(length, type, 10 * GIB)
    if (typeof expected === 'number') expect(result).toBe(expected)
    else expect(result).toMatchObject(expected as object)
  })
})

describe('checkUploadPart', () => {
  const PART = 8
  it.each<[string, string | null, number, number, number, string | null]>([
    ['the first whole part', '0', 0, 20, 8, null],
    ['the last part: the rest', '16', 16, 20, 4, null],
    ['an offset behind', '0', 8, 20, 8, 'upload_offset_mismatch'],
    ['an offset ahead', '16', 8, 20, 8, 'upload_offset_mismatch'],
    ['no offset', null, 0, 20, 8, 'upload_offset_mismatch'],
    ['a short part', '0', 0, 20, 5, 'upload_part_size'],
    ['the last part cut short', '16', 16, 20, 3, 'upload_part_size'],
  ])('%s', (_name, offset, received, length, body, code) => {
    const refusal = checkUploadPart(offset, received, length, body, PART)
    expect(refusal?.code ?? null).toBe(code)
  })

  it('expects whole parts, then the rest', () => {
    expect([0, 8, 16].map((at) => expectedPartBytes(at, 20, 8))).toEqual([8, 8, 4])
  })
})

describe('parseUploadMetadata', () => {
  it('reads tus key/base64 pairs, a key alone is empty', () => {
    expect(parseUploadMetadata(`filename ${b64('match.mp4')},filetype ${b64('video/mp4')},is_confidential`)).toEqual({
      filename: 'match.mp4',
      filetype: 'video/mp4',
      is_confidential: '',
    })
    expect(parseUploadMetadata(null)).toEqual({})
  })

  it.each(['filename not-base64!', 'a b c', `../x ${b64('y')}`])('refuses %j', (header) => {
    expect(parseUploadMetadata(header)).toBeNull()
  })
})
