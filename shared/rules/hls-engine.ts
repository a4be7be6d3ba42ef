/**
 * Issue 9 §5: hls.js is loaded only when a player first opens, and native HLS
 * is used where the browser has it. TOOLCHAIN "Browser tests": Chromium says
 * "maybe" to application/vnd.apple.mpegurl yet cannot play it, so the answer
 * of canPlayType alone cannot decide. hls.js needs Media Source Extensions
 * (MediaSource, ManagedMediaSource or WebKitMediaSource, as its own
 * isSupported() looks for): wherever they exist hls.js plays, so every
 * desktop browser behaves alike; only a browser without them that plays HLS
 * itself (Safari on older iPhones) uses its own player, and never downloads
 * hls.js.
 */

/** What the browser offers, read by client/player/hls-stream.ts. */
export interface HlsSupport {
  /** A Media Source Extensions constructor exists. */
  mediaSource: boolean
  /** The media element's canPlayType('application/vnd.apple.mpegurl'): '', 'maybe' or 'probably'. */
  nativeHls: string
}

/** 'hlsjs': import hls.js (it may still find MSE unusable and fall back to native); 'native': the element plays the URL; 'none': nothing can. */
export type HlsEngine = 'hlsjs' | 'native' | 'none'

export function hlsEngine(support: HlsSupport): HlsEngine {
  if (support.mediaSource) return 'hlsjs'
  return support.nativeHls === 'maybe' || support.nativeHls === 'probably' ? 'native' : 'none'
}
