import { env } from 'cloudflare:workers'
import type { PhotoMaker } from '../../worker/seed/photos'

/** Seeding with images rasterises about 220 photographs: give such a test this long. */
export const SEED_WITH_IMAGES_TIMEOUT = 30_000

const made = new Map<string, Promise<ArrayBuffer>>()

/**
 * The worker tests' demo photographs: real JPEGs, rasterised by the test's
 * own Images binding (miniflare's sharp) at an eighth of the drawing's size
 * and kept for the rest of the test file, so a seed with images stays quick.
 * `npm start` makes them full size with sharp in node (worker/dev/make-photos.mjs);
 * the gateway's tests use pictures of their own (image-fixtures.ts).
 */
export const testPhotoMaker: PhotoMaker = async ({ svg }) => {
  let bytes = made.get(svg)
  if (!bytes) {
    bytes = rasteriseSmall(svg)
    made.set(svg, bytes)
  }
  return (await bytes).slice(0)
}

async function rasteriseSmall(svg: string): Promise<ArrayBuffer> {
  const small = svg.replace(
    /width="(\d+)" height="(\d+)"/,
    (_, w: string, h: string) => `width="${Math.ceil(Number(w) / 8)}" height="${Math.ceil(Number(h) / 8)}"`,
  )
  const result = await env.IMAGES.input(new Response(small).body as ReadableStream<Uint8Array>).output({ format: 'image/jpeg' })
  return result.response().arrayBuffer()
}
