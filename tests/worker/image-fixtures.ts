import { env } from 'cloudflare:workers'
import { encodeImageRequest } from '../../shared/rules/image-request-encoded'

export const RED = [255, 0, 0] as const
export const BLUE = [0, 0, 255] as const

/**
 * A raster picture in R2 under images/{key}: the top half red, the bottom
 * half blue, so a test can see which part a crop kept. Drawn as SVG and
 * rasterised by the test's own Images binding (miniflare's, with sharp).
 */
export async function putPicture(key: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<void> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height / 2}" fill="rgb(${RED})"/>` +
    `<rect y="${height / 2}" width="${width}" height="${height / 2}" fill="rgb(${BLUE})"/></svg>`
  const result = await env.IMAGES.input(new Response(svg).body as ReadableStream<Uint8Array>).output({ format: `image/${format}` })
  await env.MEDIA.put(`images/${key}`, await result.response().arrayBuffer(), { httpMetadata: { contentType: `image/${format}` } })
}

/** The advanced form's URL (SPEC §7) for a request body. */
export function advancedUrl(body: Parameters<typeof encodeImageRequest>[0]): string {
  return `/images/${encodeImageRequest(body)}`
}
