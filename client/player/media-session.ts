/**
 * Media Session API for the audio panel (issue 9 §6): the lock screen and
 * the headset keys of a phone show the commentary's title, the club as the
 * artist and the crest, and play and pause it. Browsers without the API
 * (or with only part of it) simply get none of this.
 */

export interface MediaSessionInfo {
  title: string
  artist: string
  /** The crest, as an absolute or root-relative address. */
  artworkSrc: string
  onPlay: () => void
  onPause: () => void
}

const ACTIONS = ['play', 'pause', 'stop'] as const

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null
}

/** Sets the metadata and handlers; the returned function takes them away again (the panel closed). */
export function claimMediaSession(info: MediaSessionInfo): () => void {
  const media = session()
  if (!media) return () => undefined
  if (typeof MediaMetadata !== 'undefined') {
    const src = new URL(info.artworkSrc, location.href).href
    media.metadata = new MediaMetadata({
      title: info.title,
      artist: info.artist,
      artwork: [{ src, sizes: '512x512', type: artworkType(src) }],
    })
  }
  const handlers: Record<(typeof ACTIONS)[number], () => void> = { play: info.onPlay, pause: info.onPause, stop: info.onPause }
  for (const action of ACTIONS) trySetHandler(media, action, handlers[action])
  return () => {
    media.metadata = null
    media.playbackState = 'none'
    for (const action of ACTIONS) trySetHandler(media, action, null)
  }
}

export function reportPlaybackState(state: 'playing' | 'paused' | 'none'): void {
  const media = session()
  if (media) media.playbackState = state
}

// Some browsers throw for an action they do not support rather than ignoring it.
function trySetHandler(media: MediaSession, action: MediaSessionAction, handler: (() => void) | null): void {
  try {
    media.setActionHandler(action, handler)
  } catch {
    // unsupported action: nothing to control it with on this device
  }
}

function artworkType(src: string): string {
  if (/\.svg(\?|$)/i.test(src)) return 'image/svg+xml'
  if (/\.jpe?g(\?|$)/i.test(src)) return 'image/jpeg'
  return 'image/png'
}
