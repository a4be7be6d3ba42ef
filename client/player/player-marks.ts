/**
 * Performance marks for the issue 9 budget "'Watch Now' to first frame": set
 * when a video is chosen and when its first picture is painted. The bench
 * reads the latest pair (performance.getEntriesByName); first-frame.ts
 * sets the second as the player's first picture is painted.
 */
export const WATCH_NOW_MARK = 'video-watch-now'
export const FIRST_FRAME_MARK = 'video-first-frame'

export function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name)
}
