/**
 * Issue 20 §2: when a video entry may be listed and played by the public.
 * Published, inside its release window (release_from <= now, and no end or an
 * end still to come) AND its media ready: an entry still uploading, waiting
 * for packaging, processing or failed is nowhere on the site. The SQL of the
 * same predicate is worker/db/video-visibility.ts (every public read uses it).
 */
import type { VideoState } from './video-upload'

export interface VideoVisibilityFacts {
  status: 'draft' | 'published'
  /** ISO instants in UTC, as stored. */
  releaseFrom: string
  releaseUntil: string | null
  processingState: VideoState
}

export function videoPlayable(video: VideoVisibilityFacts, now: Date): boolean {
  const at = now.toISOString()
  return (
    video.status === 'published' &&
    video.releaseFrom <= at &&
    (video.releaseUntil === null || video.releaseUntil > at) &&
    video.processingState === 'ready'
  )
}
