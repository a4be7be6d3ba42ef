import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import type { ApiError, Browser } from './auth-helpers'
import { get, seedDemo } from './helpers'

// Issue 19 §8: pictures from the editor's browser straight into R2, judged by their bytes.

/** An 8 x 8 blue JPEG made by ffmpeg. */
const JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABwEBAQAAAAAAAAAAAAAAAAAABQcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAIAAgDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCOAL+Lf//Z',
  ),
  (ch) => ch.charCodeAt(0),
)

const upload = (browser: Browser, body: BodyInit, contentType = 'image/jpeg', headers: Record<string, string> = {}) =>
  browser.fetch('/api/admin/pictures', { method: 'POST', headers: { 'Content-Type': contentType, ...headers }, body })

async function storedUploads(): Promise<number> {
  return (await env.MEDIA.list({ prefix: 'images/uploads/' })).objects.length
}

beforeEach(() => seedDemo())

describe('uploading a picture', () => {
  it('a JPEG is stored under a new key, served through the image transforms, and audited', async () => {
    const editor = await staff('editor')
    const response = await upload(editor, JPEG, 'application/octet-stream')
    expect(response.status).toBe(201)
    const { key, contentType } = ((await response.json()) as { data: { attributes: { key: string; contentType: string } } }).data.attributes
    expect(key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/)
    expect(contentType).toBe('image/jpeg')
    const served = await get(`/images/${key}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG)
    const entry = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'picture' AND subject_id = ?").bind(key).first()
    expect(entry).toEqual({ action: 'upload' })
  })

  it.each([
    ['an SVG (it can carry script)', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['HTML named as a JPEG', '<!doctype html><html><script>alert(document.cookie)</script></html>', 'image/jpeg'],
    ['text', 'just some words that are not a picture', 'image/png'],
  ])('%s is refused with 415 and nothing is stored', async (_name, body, type) => {
    const before = await storedUploads()
    const response = await upload(await staff('editor'), body, type)
    expect(response.status).toBe(415)
    expect(((await response.json()) as ApiError).errors[0]).toEqual({
      code: 'unsupported_picture',
      message: 'Not a JPEG, PNG, WebP or AVIF picture (SVG is not taken: it can carry script)',
    })
    expect(await storedUploads()).toBe(before)
  })

  it('an empty body and one declared over 20 MB are refused before anything is stored', async () => {
    const editor = await staff('editor')
    const before = await storedUploads()
    expect((await upload(editor, new Uint8Array(0))).status).toBe(415)
    const huge = await upload(editor, JPEG, 'image/jpeg', { 'Content-Length': String(21 * 1024 * 1024) })
    expect(huge.status).toBe(413)
    expect(await storedUploads()).toBe(before)
  })

  it('a supporter may not upload; nor may another site', async () => {
    expect((await upload(await staff(null), JPEG)).status).toBe(403)
    const crossSite = await upload(await staff('editor'), JPEG, 'image/jpeg', { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
  })
})
