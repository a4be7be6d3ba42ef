import { Hono } from 'hono'
import { chooseOutputFormat } from '../../shared/rules/image-format'
import { parseImagePath } from '../../shared/rules/image-path'
import type { ImageTransformRequest, SourceFormat } from '../../shared/rules/image-request'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { edgeCache } from '../render/page-cache-purge'
import { etagMatches, variantEtag } from '../images/variant-etag'
import { transformImage } from '../images/transform-image'
import { configOf } from '../config'

/**
 * The image library (SPEC §7 image URLs, issue 12 §4): /images/{key} is the
 * stored image; the size forms and the advanced form (shared/rules/image-path.ts)
 * resize a stored JPEG, PNG, WebP or AVIF through the Images binding, in
 * AVIF or WebP where the browser takes them. SVG is always sent as it is.
 */
export const images = new Hono<AppEnv>()

// An SVG opened on its own is a document of our origin: editors' uploads must never run script or load anything there.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
const ORIGINAL_CACHE = 'public, max-age=86400'
// The URL names the picture and its size, and the ETag moves with the stored bytes.
const RESIZED_CACHE = 'public, max-age=31536000, immutable'
// A resize that failed sends the original for a minute, then tries again.
const FALLBACK_CACHE = 'public, max-age=60'

// The stored object's Content-Type decides: an SVG is never rasterised, whatever its key says.
const SOURCE_FORMAT_OF_TYPE = new Map<string, SourceFormat>([
  ['image/svg+xml', 'svg'],
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
])

images.get('/*', async (c) => {
  const path = parseImagePath(c.req.path.slice('/images/'.length))
  if (path.kind === 'refused') return c.json(apiErrorBody(path.code, path.message), path.status)
  const key = `images/${path.kind === 'original' ? path.key : path.request.key}`
  const head = await c.env.MEDIA.head(key)
  if (!head) return c.json(apiErrorBody('not_found', 'No such image'), 404)
  const source = SOURCE_FORMAT_OF_TYPE.get(head.httpMetadata?.contentType ?? '')
  if (path.kind === 'original' || !source || source === 'svg') return sendOriginal(c.env.MEDIA, key, c.req.raw.headers, ORIGINAL_CACHE)

  const offered = configOf(c.env).site.IMAGE_OUTPUT_FORMATS
  const choice = chooseOutputFormat(c.req.header('accept') ?? null, source, path.request.format, offered)
  const etag = await variantEtag(head.etag, path.request, choice.format)
  const headers = new Headers({ ETag: etag, 'Cache-Control': RESIZED_CACHE })
  if (choice.negotiated) headers.set('Vary', 'Accept')
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers })

  const cacheKey = new Request(new URL(`/__image-variants/${etag.slice(1, -1)}`, c.req.url))
  const cached = await edgeCache().match(cacheKey)
  // A fresh Response: the cache's own has headers the security middleware may not change.
  if (cached) return new Response(cached.body, cached)
  const object = await c.env.MEDIA.get(key)
  if (!object) return c.json(apiErrorBody('not_found', 'No such image'), 404)
  let resized: Response
  try {
    resized = await transformImage(c.env, object, path.request, choice.format)
  } catch (err) {
    return fallBackToOriginal(c.env.MEDIA, key, path.request, err)
  }
  headers.set('Content-Type', resized.headers.get('content-type') ?? 'application/octet-stream')
  const response = new Response(resized.body, { headers })
  c.executionCtx.waitUntil(edgeCache().put(cacheKey, response.clone()))
  return response
})

async function sendOriginal(bucket: R2Bucket, key: string, conditions: Headers, cacheControl: string): Promise<Response> {
  const object = await bucket.get(key, { onlyIf: conditions })
  if (!object) return Response.json(apiErrorBody('not_found', 'No such image'), { status: 404 })
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', cacheControl)
  headers.set('Content-Security-Policy', SVG_CSP)
  // onlyIf answered with the metadata alone: the browser's copy is current.
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  return new Response(object.body, { headers })
}

/** The binding refused or failed: the page still gets its picture, bigger than asked, and the failure is logged. */
function fallBackToOriginal(bucket: R2Bucket, key: string, request: ImageTransformRequest, err: unknown): Promise<Response> {
  console.warn(
    'image resize failed; sending the original',
    key,
    `${request.width}x${request.height}`,
    err instanceof Error ? err.message : String(err),
  )
  return sendOriginal(bucket, key, new Headers(), FALLBACK_CACHE)
}
