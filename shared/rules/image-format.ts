/**
 * Which format a resized image is sent in (issue 12 §4): AVIF where the
 * browser says it takes AVIF, else WebP where it takes WebP, else the
 * source's own kind (PNG keeps its transparency, everything else is JPEG).
 * Browsers that decode AVIF or WebP name them in the Accept header of image
 * requests; a wildcard (image/*, *\/*) promises neither, and q=0 refuses.
 * A format named in the URL (the advanced form's jpeg) wins over Accept.
 * The modern formats on offer are configuration (IMAGE_OUTPUT_FORMATS):
 * AVIF then WebP in production; local development offers WebP only, because
 * miniflare's sharp takes seconds to encode one AVIF on a small machine.
 */
import type { SourceFormat } from './image-request'

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'
export type ModernFormat = 'avif' | 'webp'

export const DEFAULT_MODERN_FORMATS: readonly ModernFormat[] = ['avif', 'webp']

export const OUTPUT_CONTENT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<OutputFormat, string>

export interface FormatChoice {
  format: OutputFormat
  /** Whether the choice read the Accept header, so the response must say Vary: Accept. */
  negotiated: boolean
}

export function chooseOutputFormat(
  accept: string | null,
  source: Exclude<SourceFormat, 'svg'>,
  named: 'jpeg' | null,
  offered: readonly ModernFormat[] = DEFAULT_MODERN_FORMATS,
): FormatChoice {
  if (named) return { format: named, negotiated: false }
  const accepted = acceptedImageTypes(accept ?? '')
  const modern = offered.find((format) => accepted.has(OUTPUT_CONTENT_TYPES[format]))
  if (modern) return { format: modern, negotiated: true }
  return { format: source === 'png' ? 'png' : 'jpeg', negotiated: true }
}

/** The media types an Accept header names with a quality above zero. */
function acceptedImageTypes(accept: string): Set<string> {
  const types = new Set<string>()
  for (const item of accept.slice(0, 1024).split(',')) {
    const [type = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    types.add(type)
  }
  return types
}
