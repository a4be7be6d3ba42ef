/**
 * Issue 19 §7 settings, SPEC §1, §6: the unsold territories are where first-team
 * live video may be shown abroad. The UK, Ireland, the Channel Islands and the
 * Isle of Man are never among them (migration 0001's CHECK says the same), so an
 * administrator's list naming one is refused rather than stored.
 */
export const NEVER_UNSOLD = ['GB', 'IE', 'JE', 'GG', 'IM'] as const

/** Why a country code cannot be an unsold territory, or null when it can. */
export function unsoldTerritoryRefusal(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return 'must be a two-letter ISO country code in capitals, e.g. US'
  if ((NEVER_UNSOLD as readonly string[]).includes(code))
    return `${code} can never be an unsold territory: first-team live video is not shown there`
  return null
}
