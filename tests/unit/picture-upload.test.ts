import { describe, expect, it } from 'vitest'
import { judgePicture, pictureFormatOf } from '../../shared/rules/picture-upload'

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)))
const padded = (b: Uint8Array) => new Uint8Array([...b, ...new Array(16).fill(0)])

describe('what an uploaded picture is, by its bytes (issue 19 §8)', () => {
  it.each([
    ['JPEG', padded(bytes([0xff, 0xd8, 0xff, 0xe0])), 'jpeg'],
    ['PNG', padded(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'png'],
    ['WebP', padded(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')), 'webp'],
    ['AVIF', padded(bytes([0, 0, 0, 0x1c], 'ftypavif')), 'avif'],
    ['an AVIF sequence', padded(bytes([0, 0, 0, 0x1c], 'ftypavis')), 'avif'],
    ['SVG', padded(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), null],
    ['HTML named .jpg', padded(bytes('<!doctype html><script>alert(1)</script>')), null],
    ['HTML after a JPEG-looking first byte', padded(bytes([0xff], '<html>')), null],
    ['a PDF', padded(bytes('%PDF-1.7')), null],
    ['a GIF', padded(bytes('GIF89a')), null],
    ['an MP4 (ftyp, not an image brand)', padded(bytes([0, 0, 0, 0x1c], 'ftypisom')), null],
    ['RIFF that is a WAV', padded(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')), null],
    ['too short to tell', bytes([0xff, 0xd8, 0xff]), null],
  ])('%s: %s', (_name, input, format) => {
    expect(pictureFormatOf(input)).toBe(format)
  })

  it.each([
    [null, { ok: false, reason: 'tooLarge' }],
    [new Uint8Array(0), { ok: false, reason: 'empty' }],
    [padded(bytes('<svg/>')), { ok: false, reason: 'notAPicture' }],
    [padded(bytes([0xff, 0xd8, 0xff, 0xdb])), { ok: true, format: 'jpeg' }],
  ] as const)('verdict %#', (input, verdict) => {
    expect(judgePicture(input)).toEqual(verdict)
  })
})
