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

/** The promo to show: the first of the list not yet seen, or null. */
export function nextPromo<T extends { promoID: number }>(promos: readonly T[], cookieValue: string | undefined): T | null {
  const seen = new Set(seenPromoIds(cookieValue))
  return promos.find((promo) => !seen.has(promo.promoID)) ?? null
}
