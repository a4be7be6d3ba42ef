/**
 * SPEC §2.4 header, core-3 with 'reveal' behaviour: it hides when scrolling
 * down and shows when scrolling up, becomes sticky only after 300 px and is
 * always visible above the 90 px header height (§9.4).
 */

/** SPEC §9.4 header height. */
export const HEADER_HEIGHT_PX = 90
/** SPEC §9.4 sticky threshold. */
export const STICKY_THRESHOLD_PX = 300
/** Movements smaller than this are jitter (trackpads, elastic scrolling): the header keeps its state. */
export const SCROLL_TOLERANCE_PX = 4

/**
 * - 'top': within the header height; shown in its place on the page.
 * - 'released': scrolled past the header but not yet sticky; it scrolls away with the page.
 * - 'hidden': sticky, slid out of view (scrolling down after it was revealed).
 * - 'revealed': sticky, slid into view (scrolling up).
 */
export type HeaderRevealState = 'top' | 'released' | 'hidden' | 'revealed'

export interface HeaderScroll {
  /** The scroll offset now. */
  scrollY: number
  /** The scroll offset the current state was decided at. */
  previousY: number
  current: HeaderRevealState
}

/** The header's next state after a scroll (SPEC §2.4). */
export function headerRevealState({ scrollY, previousY, current }: HeaderScroll): HeaderRevealState {
  const y = Math.max(0, scrollY)
  if (y <= HEADER_HEIGHT_PX) return 'top'
  const delta = y - previousY
  // Jumped past the top zone without a direction (reload mid-page, anchor): behave as scrolling down.
  if (Math.abs(delta) < SCROLL_TOLERANCE_PX) return current === 'top' ? downState(current) : current
  return delta > 0 ? downState(current) : upState(y, current)
}

function downState(current: HeaderRevealState): HeaderRevealState {
  // A sticky header slides away rather than jumping back into the page flow; one still in the page
  // flow is already out of sight, so it stays there (turning it sticky-and-hidden would flash it).
  return current === 'revealed' || current === 'hidden' ? 'hidden' : 'released'
}

function upState(y: number, current: HeaderRevealState): HeaderRevealState {
  if (y >= STICKY_THRESHOLD_PX) return 'revealed'
  // Below the threshold a header that is already sticky stays with the visitor up to the top.
  return current === 'revealed' || current === 'hidden' ? 'revealed' : 'released'
}

/** SPEC §2.4 streamer layout: the trigger element leaving the view (300 px margin) makes the header sticky. */
export type StreamerHeaderState = 'static' | 'sticky'

/** Root margin for the streamer trigger's IntersectionObserver (SPEC §2.4). */
export const STREAMER_TRIGGER_MARGIN = `${STICKY_THRESHOLD_PX}px 0px 0px 0px`

export function streamerHeaderState(triggerIntersecting: boolean): StreamerHeaderState {
  return triggerIntersecting ? 'static' : 'sticky'
}
