/**
 * SPEC §4.8 overlay promo: the first active promo not yet seen is shown; the
 * ids seen are kept in a promo-seen cookie that lasts until 2099 (§9.4).
 */

export const PROMO_SEEN_COOKIE = 'promo_seen'
export const PROMO_SEEN_EXPIRES = 'Thu, 31 Dec 2099 23:59:59 GMT'
/** A cookie stays well under 4 KB even for years of promos. */
const MAX_REMEMBERED = 200

/** Ids in the cookie value ('3.7.12'); junk entries are dropped. */
export function seenPromoIds(cookieValue: string | undefined): number[] {
  return (cookieValue ?? '')
    .split('.')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0)
}

export function withSeenPromo(cookieValue: string | undefined, promoID: number): string {
  const ids = seenPromoIds(cookieValue).filter((id) => id !== promoID)
  return [...ids, promoID].slice(-MAX_REMEMBERED).join('.')
}

interface PromoWindow {
  promoID: number
  /** ISO UTC */
  startDateTime: string
  /** ISO UTC */
  endDateTime: string
}

/**
 * The promo to show: the first of the list inside its window at `now` and not
 * yet seen, or null. The window matters for a list a cached page carried
 * (Chrome.promos): a promo may have ended since the page was made.
 */
export function nextPromo<T extends PromoWindow>(promos: readonly T[], cookieValue: string | undefined, now: Date): T | null {
  const seen = new Set(seenPromoIds(cookieValue))
  const at = now.getTime()
  return (
    promos.find((promo) => !seen.has(promo.promoID) && Date.parse(promo.startDateTime) <= at && at <= Date.parse(promo.endDateTime)) ?? null
  )
}
