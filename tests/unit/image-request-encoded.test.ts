import { describe, expect, it } from 'vitest'
import { encodeImageRequest, parseEncodedImageRequest } from '../../shared/rules/image-request-encoded'

const resize = { width: 750, height: 750, fit: 'contain' }
const encoded = (body: unknown) => btoa(JSON.stringify(body))

describe('the advanced image request (SPEC §7)', () => {
  it.each([
    [
      'contain with a background, flattened, as jpeg',
      {
        key: 'adverts/a.png',
        edits: { resize: { ...resize, position: 'top', background: { r: 0, g: 68, b: 169, alpha: 0.5 } }, flatten: { background: '#fff' } },
        outputFormat: 'jpeg',
      },
      {
        key: 'adverts/a.png',
        width: 750,
        height: 750,
        fit: 'pad',
        position: 'top',
        background: { r: 0, g: 68, b: 169, alpha: 0.5 },
        flatten: { r: 255, g: 255, b: 255, alpha: 1 },
        format: 'jpeg',
      },
    ],
    [
      'cover from the top, the format left to Accept',
      { key: 'news/a.jpg', edits: { resize: { width: 400, height: 600, fit: 'cover', position: 'top' } } },
      { key: 'news/a.jpg', width: 400, height: 600, fit: 'cover', position: 'top', background: null, flatten: null, format: null },
    ],
    [
      'a hex background and a bare flatten (white)',
      { key: 'a.jpg', edits: { resize: { ...resize, background: '#0044A9' }, flatten: {} } },
      {
        key: 'a.jpg',
        width: 750,
        height: 750,
        fit: 'pad',
        position: 'centre',
        background: { r: 0, g: 68, b: 169, alpha: 1 },
        flatten: { r: 255, g: 255, b: 255, alpha: 1 },
        format: null,
      },
    ],
  ])('%s', (_name, body, request) => {
    expect(parseEncodedImageRequest(encoded(body))).toEqual({ kind: 'transform', request })
    expect(parseEncodedImageRequest(encodeImageRequest(body as Parameters<typeof encodeImageRequest>[0]))).toEqual({
      kind: 'transform',
      request,
    })
  })

  it('reads the segment percent-encoded, as encodeURIComponent(base64) builds it (padding as %3D)', () => {
    const body = { key: 'news/a.jpg', edits: { resize: { width: 300, height: 300, fit: 'contain' } } }
    const segment = encodeURIComponent(encoded(body))
    expect(segment).toMatch(/%3D%3D$/)
    expect(parseEncodedImageRequest(segment)).toEqual(parseEncodedImageRequest(encoded(body)))
    expect(parseEncodedImageRequest(segment)).toMatchObject({ kind: 'transform', request: { key: 'news/a.jpg', width: 300 } })
    // Any character may be escaped, not only the three decodeURI leaves.
    expect(parseEncodedImageRequest(encoded(body).replace('e', '%65'))).toMatchObject({ kind: 'transform' })
  })

  const ok = { key: 'news/a.jpg', edits: { resize } }
  it.each([
    ['not base64', '%%%', 'image_request_invalid'],
    ['a broken percent escape', `${encoded(ok)}%3`, 'image_request_invalid'],
    ['an escape of a character base64 has not', `${encoded(ok)}%2E`, 'image_request_invalid'],
    ['too long once decoded', '%65'.repeat(2049), 'image_request_invalid'],
    ['base64 of nonsense', btoa('hello'), 'image_request_invalid'],
    ['base64 of bytes that are not text', btoa('\u0001\u00ff{}'), 'image_request_invalid'],
    ['a JSON array', encoded([ok]), 'image_request_invalid'],
    ['too long', 'e'.repeat(2049), 'image_request_invalid'],
    ['an unknown top-level field', encoded({ ...ok, bucket: 'other' }), 'image_request_invalid'],
    ['an unknown edit', encoded({ ...ok, edits: { ...ok.edits, grayscale: true } }), 'image_request_invalid'],
    ['an unknown resize field', encoded({ ...ok, edits: { resize: { ...resize, withoutEnlargement: true } } }), 'image_request_invalid'],
    ['no resize', encoded({ key: 'a.jpg', edits: {} }), 'image_request_invalid'],
    ['no key', encoded({ edits: { resize } }), 'image_request_invalid'],
    ['a key that is not a string', encoded({ key: 7, edits: { resize } }), 'image_request_invalid'],
    ['width as a string', encoded({ ...ok, edits: { resize: { ...resize, width: '750' } } }), 'image_request_invalid'],
    ['fit fill', encoded({ ...ok, edits: { resize: { ...resize, fit: 'fill' } } }), 'image_request_invalid'],
    ['position left', encoded({ ...ok, edits: { resize: { ...resize, position: 'left' } } }), 'image_request_invalid'],
    [
      'a colour channel of 256',
      encoded({ ...ok, edits: { resize: { ...resize, background: { r: 256, g: 0, b: 0 } } } }),
      'image_request_invalid',
    ],
    [
      'alpha above 1',
      encoded({ ...ok, edits: { resize: { ...resize, background: { r: 0, g: 0, b: 0, alpha: 2 } } } }),
      'image_request_invalid',
    ],
    ['a named colour', encoded({ ...ok, edits: { resize: { ...resize, background: 'red' } } }), 'image_request_invalid'],
    ['flatten true', encoded({ ...ok, edits: { resize, flatten: true } }), 'image_request_invalid'],
    ['output png', encoded({ ...ok, outputFormat: 'png' }), 'image_request_invalid'],
    ['width 0', encoded({ ...ok, edits: { resize: { ...resize, width: 0 } } }), 'image_size_invalid'],
    ['height 4001', encoded({ ...ok, edits: { resize: { ...resize, height: 4001 } } }), 'image_size_invalid'],
    ['width 10.5', encoded({ ...ok, edits: { resize: { ...resize, width: 10.5 } } }), 'image_size_invalid'],
    ['a key climbing out', encoded({ ...ok, key: '../x.jpg' }), 'not_found'],
    ['a key of another format', encoded({ ...ok, key: 'a.tiff' }), 'image_format_unsupported'],
  ])('%s is refused (%s)', (_name, segment, code) => {
    expect(parseEncodedImageRequest(segment)).toMatchObject({ kind: 'refused', code })
  })
})
