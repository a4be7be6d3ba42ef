import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { BLUE, RED, advancedUrl, putPicture } from './image-fixtures'
import { imageKind, imageSize, pngPixel } from './image-bytes'
import { get, seedDemo } from './helpers'
import { SEED_WITH_IMAGES_TIMEOUT } from './seed-photos'

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const NO_MODERN = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5'

async function fetchImage(path: string, accept = CHROME) {
  const response = await get(path, { headers: { Accept: accept } })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes }
}

describe('resized images (SPEC §7 image URLs, issue 12 §4)', () => {
  it.each([
    ['WxH crops to fill', '/images/200x200/p/wide.jpg', { width: 200, height: 200 }],
    ['WxH,contain (version 1) fits inside', '/images/400x400,contain/p/wide.jpg', { width: 400, height: 225 }],
    ['fit-in/WxH (version 2) fits inside', '/images/fit-in/400x400/p/wide.jpg', { width: 400, height: 225 }],
    ['fit-in never enlarges', '/images/fit-in/3200x3200/p/wide.jpg', { width: 800, height: 450 }],
    ['a §9.5 video thumbnail', '/images/300x169/p/wide.jpg', { width: 300, height: 169 }],
    ['a §9.5 category card', '/images/400x600/p/wide.jpg', { width: 400, height: 600 }],
    ['the largest size allowed', '/images/4000x1/p/wide.jpg', { width: 4000, height: 1 }],
    [
      'the advanced form, cover',
      advancedUrl({ key: 'p/wide.jpg', edits: { resize: { width: 400, height: 600, fit: 'cover', position: 'top' } } }),
      { width: 400, height: 600 },
    ],
    [
      'the advanced form, contain',
      advancedUrl({ key: 'p/wide.jpg', edits: { resize: { width: 300, height: 300, fit: 'contain' } } }),
      { width: 300, height: 300 },
    ],
  ])('%s: an image of that size, in AVIF for a browser that takes it', async (_name, path, size) => {
    await putPicture('p/wide.jpg', 800, 450)
    const { response, bytes } = await fetchImage(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(imageKind(bytes)).toBe('avif')
    expect(imageSize(bytes)).toEqual(size)
  })

  it('the advanced form with flatten and output jpeg is a JPEG of exactly the size asked, whatever the browser takes', async () => {
    await putPicture('p/logo.png', 300, 200, 'png')
    const path = advancedUrl({
      key: 'p/logo.png',
      edits: {
        resize: { width: 375, height: 375, fit: 'contain', position: 'top', background: '#0044a9' },
        flatten: { background: '#ffffff' },
      },
      outputFormat: 'jpeg',
    })
    const { response, bytes } = await fetchImage(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('vary')).toBeNull()
    expect(imageKind(bytes)).toBe('jpeg')
    expect(imageSize(bytes)).toEqual({ width: 375, height: 375 })
  })

  it('the advanced form built with encodeURIComponent(base64), its padding as %3D, gives the image', async () => {
    await putPicture('p/wide.jpg', 800, 450)
    const body = { key: 'p/wide.jpg', edits: { resize: { width: 300, height: 300, fit: 'contain' } } }
    const segment = encodeURIComponent(btoa(JSON.stringify(body)))
    expect(segment).toMatch(/%3D/)
    const { response, bytes } = await fetchImage(`/images/${segment}`)
    expect(response.status).toBe(200)
    expect(imageKind(bytes)).toBe('avif')
    expect(imageSize(bytes)).toEqual({ width: 300, height: 300 })
  })

  it('a crop keeps the part asked for, and padding fills with the background', async () => {
    await putPicture('p/square.png', 800, 800, 'png')
    const png = async (path: string) => (await fetchImage(path, NO_MODERN)).bytes
    // From the top: only the red half is left.
    const top = await png(
      advancedUrl({ key: 'p/square.png', edits: { resize: { width: 800, height: 200, fit: 'cover', position: 'top' } } }),
    )
    expect(imageSize(top)).toEqual({ width: 800, height: 200 })
    expect(await pngPixel(top, 400, 190)).toEqual(RED)
    // Centred: the band across the middle, red above blue.
    const middle = await png('/images/800x200/p/square.png')
    expect(await pngPixel(middle, 400, 10)).toEqual(RED)
    expect(await pngPixel(middle, 400, 190)).toEqual(BLUE)
    // Padded into a wide box: green either side of the whole picture.
    const padded = await png(
      advancedUrl({ key: 'p/square.png', edits: { resize: { width: 400, height: 200, fit: 'contain', background: '#00ff00' } } }),
    )
    expect(imageSize(padded)).toEqual({ width: 400, height: 200 })
    expect(await pngPixel(padded, 20, 100)).toEqual([0, 255, 0])
    expect(await pngPixel(padded, 200, 20)).toEqual(RED)
    expect(await pngPixel(padded, 200, 180)).toEqual(BLUE)
  })

  it("contain with position 'top' puts the picture at the top of the box, the background below it", async () => {
    await putPicture('p/wide.png', 800, 450, 'png')
    const path = advancedUrl({
      key: 'p/wide.png',
      edits: { resize: { width: 400, height: 400, fit: 'contain', position: 'top', background: '#00ff00' } },
    })
    const { bytes } = await fetchImage(path, NO_MODERN)
    expect(imageSize(bytes)).toEqual({ width: 400, height: 400 })
    // The 800x450 picture is 400x225 in the box: red rows 0-112, blue to 224, then green to the bottom.
    expect(await pngPixel(bytes, 200, 2)).toEqual(RED)
    expect(await pngPixel(bytes, 200, 220)).toEqual(BLUE)
    expect(await pngPixel(bytes, 200, 232)).toEqual([0, 255, 0])
    expect(await pngPixel(bytes, 200, 397)).toEqual([0, 255, 0])
  })

  it.each([
    [CHROME, 'image/avif', 'avif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    [NO_MODERN, 'image/jpeg', 'jpeg'],
    ['', 'image/jpeg', 'jpeg'],
  ] as const)('Accept %j gets %s, and the answer varies by Accept', async (accept, type, kind) => {
    await putPicture('p/wide.jpg', 800, 450)
    const { response, bytes } = await fetchImage('/images/200x200/p/wide.jpg', accept)
    expect(response.headers.get('content-type')).toBe(type)
    expect(imageKind(bytes)).toBe(kind)
    expect(response.headers.get('vary')).toBe('Accept')
  })

  it('a PNG stays PNG for a browser without AVIF or WebP (its transparency kept)', async () => {
    await putPicture('p/logo.png', 300, 200, 'png')
    const { response, bytes } = await fetchImage('/images/fit-in/150x150/p/logo.png', NO_MODERN)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(imageSize(bytes)).toEqual({ width: 150, height: 100 })
  })

  it('resized bytes are cached for a year as immutable, with an ETag per format that answers 304', async () => {
    await putPicture('p/wide.jpg', 800, 450)
    const avif = (await fetchImage('/images/200x200/p/wide.jpg')).response
    const webp = (await fetchImage('/images/200x200/p/wide.jpg', 'image/webp')).response
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = avif.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(webp.headers.get('etag')).not.toBe(etag)
    const again = await get('/images/200x200/p/wide.jpg', { headers: { Accept: CHROME, 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    // A second request is answered from the edge cache with the same bytes and headers.
    const first = await fetchImage('/images/200x200/p/wide.jpg')
    const second = await fetchImage('/images/200x200/p/wide.jpg')
    expect(second.response.headers.get('etag')).toBe(etag)
    expect(second.response.headers.get('content-type')).toBe('image/avif')
    expect(second.bytes).toEqual(first.bytes)
  })

  it('a new picture under the same key gets a new ETag', async () => {
    await putPicture('p/wide.jpg', 800, 450)
    const before = (await fetchImage('/images/200x200/p/wide.jpg')).response.headers.get('etag')
    await putPicture('p/wide.jpg', 600, 450)
    const after = (await fetchImage('/images/200x200/p/wide.jpg')).response.headers.get('etag')
    expect(after).not.toBe(before)
  })
})

describe('SVG from the image library', () => {
  it(
    'a stored SVG is sent as it is, at any size, under a sandboxing policy so it can never run script as the site',
    async () => {
      await seedDemo({ images: true })
      const settings = JSON.parse(
        (await env.DB.prepare(`SELECT value FROM site_settings WHERE key = 'web'`).first<{ value: string }>())!.value,
      ) as { logoKey: string }
      for (const path of [
        `/images/${settings.logoKey}`,
        `/images/400x400/${settings.logoKey}`,
        `/images/fit-in/64x64/${settings.logoKey}`,
      ]) {
        const { response, bytes } = await fetchImage(path)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toContain('image/svg+xml')
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
        expect(response.headers.get('vary')).toBeNull()
        const csp = response.headers.get('content-security-policy') ?? ''
        expect(csp).toContain("default-src 'none'")
        expect(csp).toContain('sandbox')
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(imageKind(bytes)).toBe('svg')
      }
    },
    SEED_WITH_IMAGES_TIMEOUT,
  )

  it('an SVG carrying script is still served inert', async () => {
    await env.MEDIA.put('images/uploads/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
      httpMetadata: { contentType: 'image/svg+xml' },
    })
    const response = await get('/images/uploads/evil.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
  })

  it('the original of a raster picture answers 304 to its own ETag', async () => {
    await putPicture('p/wide.jpg', 160, 90)
    const first = await get('/images/p/wide.jpg')
    expect(first.headers.get('content-type')).toBe('image/jpeg')
    const again = await get('/images/p/wide.jpg', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })
})
