/**
 * The video's first picture as a signal (issue 9 'Watch Now' to first frame): the page behind the player waits
 * for it (open-video.ts), so its render does not stand between the first segment and the first frame. In the
 * player's chunk (video-stage.tsx paints it); open-video.ts reaches it by a dynamic import, so no page's first
 * JavaScript carries it.
 */
import { FIRST_FRAME_MARK, mark } from './player-marks'

const waiting = new Set<() => void>()

/** The video's first picture is on screen: marked (the bench reads it), and what waited for it goes on. */
export function firstFramePainted(): void {
  mark(FIRST_FRAME_MARK)
  for (const goOn of waiting) goOn()
  waiting.clear()
}

/** Resolves at the next first picture, or after `capMs` when none comes (a refusal, a failure, a slow network). */
export function nextFirstFrame(capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const goOn = () => {
      clearTimeout(timer)
      waiting.delete(goOn)
      resolve()
    }
    const timer = setTimeout(goOn, capMs)
    waiting.add(goOn)
  })
}
