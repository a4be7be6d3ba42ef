/**
 * Issue 19 §6, SPEC §4.8: an overlay promo shows on its channel while it is
 * enabled and its UTC window encloses the moment (worker/db/promos.ts asks
 * the same in SQL: start_utc <= now <= end_utc).
 */
/** Off (disabled), not yet, on now, over. */
export type PromoState = 'off' | 'scheduled' | 'showing' | 'ended'

export type PromoWindowProblem = 'endsBeforeStart' | 'tooLong'

/** A year at most: a promo left on for ever is a mistake more often than a choice. */
export const PROMO_WINDOW_MAX_DAYS = 366

export function promoWindowProblem(startUtc: string, endUtc: string): PromoWindowProblem | null {
  const start = Date.parse(startUtc)
  const end = Date.parse(endUtc)
  if (Number.isNaN(start) || Number.isNaN(end)) return null // each field's own check says so
  if (end <= start) return 'endsBeforeStart'
  if (end - start > PROMO_WINDOW_MAX_DAYS * 86_400_000) return 'tooLong'
  return null
}

export const PROMO_WINDOW_MESSAGES: Record<PromoWindowProblem, string> = {
  endsBeforeStart: 'The promo must end after it starts',
  tooLong: `A promo runs at most ${PROMO_WINDOW_MAX_DAYS} days`,
}

export function promoState(promo: { enabled: boolean; startUtc: string; endUtc: string }, now: Date): PromoState {
  if (!promo.enabled) return 'off'
  const at = now.getTime()
  if (at < Date.parse(promo.startUtc)) return 'scheduled'
  if (at > Date.parse(promo.endUtc)) return 'ended'
  return 'showing'
}
