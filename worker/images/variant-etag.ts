import type { OutputFormat } from '../../shared/rules/image-format'
import type { ImageTransformRequest } from '../../shared/rules/image-request'

/**
 * The ETag of one resized variant: the stored bytes' own ETag, what was asked
 * and the format sent. A new upload under the same key gets new ETags (and a
 * new edge-cache entry); the same request for the same bytes always the same.
 */
export async function variantEtag(sourceEtag: string, request: ImageTransformRequest, format: OutputFormat): Promise<string> {
  const text = JSON.stringify([sourceEtag, request, format])
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `"${[...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`
}

/** If-None-Match against one strong ETag: a list, weak forms and '*' as RFC 9110 §13.1.2 reads them. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}
