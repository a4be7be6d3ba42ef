import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { advancedUrl, putPicture } from './image-fixtures'
import { get } from './helpers'

afterEach(() => vi.restoreAllMocks())

async function refusal(path: string) {
  const response = await get(path, { headers: { Accept: 'image/avif,image/webp,*/*' } })
  const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { errors: { code: string }[] }) : null
  return { status: response.status, code: body?.errors[0]?.code }
}

describe('image URLs that are not ours to answer (issue 12 "Bad input")', () => {
  it.each([
    // Plain '../' never arrives: the URL parser folds dot segments first. Encoded slashes do.
    ['traversal', '/images/news%2f..%2f..%2fsecrets.jpg', 404, 'not_found'],
    ['traversal behind a size', '/images/400x400/..%2f..%2fx.jpg', 404, 'not_found'],
    ['a hidden file', '/images/400x400/.env.jpg', 404, 'not_found'],
    ['a missing picture', '/images/400x400/p/no-such.jpg', 404, 'not_found'],
    ['a missing original', '/images/no/such.svg', 404, 'not_found'],
    ['a size and no key', '/images/400x400/', 404, 'not_found'],
    ['odd characters', '/images/bad$name.svg', 404, 'not_found'],
    ['5000 x 5000', '/images/5000x5000/p/wide.jpg', 400, 'image_size_invalid'],
    ['4001 wide', '/images/4001x400/p/wide.jpg', 400, 'image_size_invalid'],
    ['0 high', '/images/400x0/p/wide.jpg', 400, 'image_size_invalid'],
    ['fit-in 0 x 0', '/images/fit-in/0x0/p/wide.jpg', 400, 'image_size_invalid'],
    ['an unknown format', '/images/400x400/p/wide.bmp', 400, 'image_format_unsupported'],
    ['an unknown original format', '/images/p/wide.tiff', 400, 'image_format_unsupported'],
    ['a malformed advanced form', '/images/eyJrZXkiOiJwL3dpZGUuanBnIiwiZWRpdHMiOnt9', 400, 'image_request_invalid'],
    ['an advanced form that is not base64', '/images/not%20base64', 400, 'image_request_invalid'],
    [
      'an advanced form with a field we do not know',
      advancedUrl({ key: 'p/wide.jpg', edits: { resize: { width: 10, height: 10, fit: 'cover' }, grayscale: true } }),
      400,
      'image_request_invalid',
    ],
    [
      'an advanced form of 5000 px',
      advancedUrl({ key: 'p/wide.jpg', edits: { resize: { width: 5000, height: 10, fit: 'cover' } } }),
      400,
      'image_size_invalid',
    ],
    [
      'an advanced form climbing out',
      advancedUrl({ key: '../x.jpg', edits: { resize: { width: 10, height: 10, fit: 'cover' } } }),
      404,
      'not_found',
    ],
  ])('%s (%s) is %i %s', async (_name, path, status, code) => {
    await putPicture('p/wide.jpg', 160, 90)
    expect(await refusal(path)).toEqual({ status, code })
  })

  it('a stored file that is not the picture it claims is sent as it is, for a minute, never a 500', async () => {
    await env.MEDIA.put('images/p/broken.jpg', 'not a jpeg at all', { httpMetadata: { contentType: 'image/jpeg' } })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await get('/images/400x400/p/broken.jpg', { headers: { Accept: 'image/avif' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await response.text()).toBe('not a jpeg at all')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('image resize failed'), 'images/p/broken.jpg', '400x400', expect.any(String))
  })
})
