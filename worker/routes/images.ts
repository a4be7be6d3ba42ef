import { Hono } from 'hono'
import type { AppEnv } from '../env'

/**
 * Images from R2 (SPEC §7 image URLs): /images/{key}, optionally with a
 * size segment `{w}x{h}` (`,contain`) or the `fit-in/` prefix of version 2.
 * The demo images are SVG, so the size only names the request; a resizing
 * service in production reads the same path.
 */
export const images = new Hono<AppEnv>()

const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
const SIZE_SEGMENT = /^\d{1,4}x\d{1,4}(,contain)?$/
const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i

images.get('/*', async (c) => {
  const key = imageKeyOf(c.req.path.slice('/images/'.length))
  if (!key) return c.text('Not found', 404)
  const object = await c.env.MEDIA.get(`images/${key}`)
  if (!object) return c.text('Not found', 404)
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', 'public, max-age=86400')
  // An SVG opened on its own is a document of our origin: editors' uploads
  // must never run script or load anything there.
  headers.set('Content-Security-Policy', IMAGE_CSP)
  return new Response(object.body, { headers })
})

export function imageKeyOf(rest: string): string | null {
  const parts = rest.split('/')
  if (parts[0] === 'fit-in') parts.shift()
  if (parts[0] && SIZE_SEGMENT.test(parts[0])) parts.shift()
  const key = parts.join('/')
  if (!KEY_PATTERN.test(key) || key.includes('..')) return null
  return key
}
