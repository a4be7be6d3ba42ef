import { describe, expect, it } from 'vitest'
import { parseImagePath } from '../../shared/rules/image-path'
import { encodeImageRequest } from '../../shared/rules/image-request-encoded'

const cover = { fit: 'cover', position: 'centre', background: null, flatten: null, format: null } as const
const inside = { ...cover, fit: 'inside' } as const

describe('image URL forms (SPEC §7)', () => {
  it.each([
    ['crest.svg', { kind: 'original', key: 'crest.svg' }],
    ['news/a.jpg', { kind: 'original', key: 'news/a.jpg' }],
    ['400x400/news/a.jpg', { kind: 'transform', request: { key: 'news/a.jpg', width: 400, height: 400, ...cover } }],
    ['1x4000/news/a.jpg', { kind: 'transform', request: { key: 'news/a.jpg', width: 1, height: 4000, ...cover } }],
    ['750x750,contain/adverts/b.png', { kind: 'transform', request: { key: 'adverts/b.png', width: 750, height: 750, ...inside } }],
    ['fit-in/750x750/adverts/b.jpeg', { kind: 'transform', request: { key: 'adverts/b.jpeg', width: 750, height: 750, ...inside } }],
    // The size forms name an SVG too: the gateway sends it as it is.
    ['300x169/videos/v.svg', { kind: 'transform', request: { key: 'videos/v.svg', width: 300, height: 169, ...cover } }],
    // Not a canonical size: read as part of the key, which no image has.
    ['0400x400/news/a.jpg', { kind: 'original', key: '0400x400/news/a.jpg' }],
  ])('%s', (path, expected) => {
    expect(parseImagePath(path)).toEqual(expected)
  })

  it.each([
    // Traversal and odd keys are images we do not have.
    ['../secrets.jpg', 404, 'not_found'],
    ['news/../../x.jpg', 404, 'not_found'],
    ['400x400/../x.jpg', 404, 'not_found'],
    ['news/.hidden.jpg', 404, 'not_found'],
    ['news//a.jpg', 404, 'not_found'],
    ['bad$name.svg', 404, 'not_found'],
    ['', 404, 'not_found'],
    ['400x400/', 404, 'not_found'],
    ['fit-in/', 404, 'not_found'],
    ['fit-in/news/a.jpg', 404, 'not_found'],
    ['fit-in/400x400,contain/news/a.jpg', 404, 'not_found'],
    [`${'a'.repeat(300)}.jpg`, 404, 'not_found'],
    // Sizes of 0 or over 4,000 px.
    ['0x400/news/a.jpg', 400, 'image_size_invalid'],
    ['400x0/news/a.jpg', 400, 'image_size_invalid'],
    ['4001x400/news/a.jpg', 400, 'image_size_invalid'],
    ['5000x5000/news/a.jpg', 400, 'image_size_invalid'],
    ['fit-in/400x999999/news/a.jpg', 400, 'image_size_invalid'],
    // Formats we do not serve.
    ['news/a.gif', 400, 'image_format_unsupported'],
    ['400x400/news/a.bmp', 400, 'image_format_unsupported'],
    ['400x400/docs/a.pdf', 400, 'image_format_unsupported'],
    ['news/a.constructor', 400, 'image_format_unsupported'],
    // No extension: only the advanced form, and this is not one.
    ['news-photo', 400, 'image_request_invalid'],
  ])('%s is refused %i %s', (path, status, code) => {
    expect(parseImagePath(path)).toMatchObject({ kind: 'refused', status, code })
  })

  it('reads the advanced form whatever base64 alphabet the client used', () => {
    const request = { key: 'news/a.jpg', edits: { resize: { width: 200, height: 100, fit: 'cover' } } }
    const url = encodeImageRequest(request)
    const standard = btoa(JSON.stringify(request))
    expect(parseImagePath(url)).toEqual(parseImagePath(standard))
    expect(parseImagePath(url)).toMatchObject({ kind: 'transform', request: { key: 'news/a.jpg', width: 200, height: 100, fit: 'cover' } })
  })
})
