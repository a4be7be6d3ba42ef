/**
 * Issue 19 §6, SPEC §5: an advert's UTC window as an administrator books it.
 * Rotation (advert-eligibility.ts) includes both edges and skips an advert
 * whose start follows its end; the back office refuses such a booking when it
 * is saved, and a window of no length (start equal to end), which would show
 * for one millisecond: the end must come after the start.
 */
export type AdvertWindowState = 'ok' | 'unreadable' | 'endNotAfterStart'

export function advertWindowState(startUTC: string, endUTC: string): AdvertWindowState {
  const start = Date.parse(startUTC)
  const end = Date.parse(endUTC)
  if (Number.isNaN(start) || Number.isNaN(end)) return 'unreadable'
  return end > start ? 'ok' : 'endNotAfterStart'
}

export const ADVERT_WINDOW_MESSAGE = 'The end must come after the start'
