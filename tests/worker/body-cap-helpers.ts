import { type EnvOverrides, STRIPE_ENV, Shopper } from './payments-helpers'

/** A body sent in chunks with no Content-Length, counting what the worker pulled and whether it gave up. */
export function chunkedBody(text: string, chunkBytes = 4096) {
  const bytes = new TextEncoder().encode(text)
  const stats = { pulled: 0, chunks: Math.ceil(bytes.byteLength / chunkBytes), cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= stats.chunks) return controller.close()
      controller.enqueue(bytes.subarray(stats.pulled * chunkBytes, (stats.pulled + 1) * chunkBytes))
      stats.pulled += 1
    },
    cancel() {
      stats.cancelled = true
    },
  })
  return { stream, stats }
}

export const byteLength = (text: string) => new TextEncoder().encode(text).byteLength

export interface RawPost {
  body: string
  contentType: string
  /** Sent as a stream with no Content-Length (chunked) rather than with its length declared. */
  chunked: boolean
  /** The size of each chunk of a chunked body (4 KB unless given). */
  chunkBytes?: number
  headers?: Record<string, string>
}

/** A POST as a browser or Stripe sends it, from `who` (a Shopper: its cookies, address and payments configuration). */
export async function rawPost(who: Shopper, path: string, post: RawPost) {
  const headers: Record<string, string> = { 'Content-Type': post.contentType, ...post.headers }
  if (!post.chunked) {
    headers['Content-Length'] = String(byteLength(post.body))
    return { response: await who.fetch(path, { method: 'POST', headers, body: post.body }), stats: null }
  }
  const { stream, stats } = chunkedBody(post.body, post.chunkBytes)
  const response = await who.fetch(path, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit)
  return { response, stats }
}

/** Someone with no session, on a site with these payments settings. */
export const anonymous = (overrides: EnvOverrides = STRIPE_ENV) => new Shopper(overrides)

/** `n` bytes of text made of three-byte characters ('€'): a third as many characters as bytes. */
export const euros = (bytes: number) => '€'.repeat(Math.ceil(bytes / 3))
