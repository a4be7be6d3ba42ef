/**
 * Who may watch or buy live, by the country the edge saw (SPEC §1 per-season
 * rules, §4.1, §6; ARCHITECTURE "The edge"). One rule for the session check,
 * the "Ready for kick-off?" answer and the packages that may be bought (the
 * list and the checkout), so none of them can disagree. The media gateway
 * does not apply it again: it serves live media only with a playback token
 * the session check signed once this rule allowed the stream. The lists are
 * data (D1: the 'liveRights' setting and the unsold_territories table),
 * never code.
 */
export type LiveProduct =
  /** Live audio commentary: subscribers in the UK and abroad (§6). */
  | 'liveAudio'
  /** Live match video (§1: plus tier, or a match pass). */
  | 'liveVideo'
  /** Buying the plus tier: international only (§1, §6). */
  | 'buyPlusTier'
  /** Buying a match pass: eligible regions only (§1, §6). */
  | 'buyMatchPass'

export interface LiveRightsConfig {
  /** The season the blackout applies to, e.g. '2025-26'. */
  seasonSlug: string
  /** §1: never live video here for first-team fixtures in that season: GB, IE, JE, GG, IM. */
  blackoutCountries: readonly string[]
  /** §1: elsewhere live video only in these territories. */
  unsoldTerritories: readonly string[]
}

export interface LiveRightsRequest {
  product: LiveProduct
  /** ISO 3166 alpha-2 from request.cf.country; 'XX' unknown, 'T1' Tor. */
  country: string
  /** The fixture's team: the blackout and the unsold list are about first-team rights. */
  firstTeam: boolean
  /** The fixture's season slug. */
  seasonSlug: string
}

export type LiveRightsDecision =
  | 'allowed'
  /** Unknown country (XX) or Tor (T1): no live video, and nothing that depends on the region. */
  | 'unknownCountry'
  /** §1: UK, Ireland, Channel Islands or Isle of Man, first team, the blacked-out season. */
  | 'blackout'
  /** §1: abroad, but the broadcast rights are sold here. */
  | 'notUnsoldTerritory'
  /** §1, §6: the plus tier is for international supporters only. */
  | 'homeNation'

const UNKNOWN = new Set(['XX', 'T1'])

export function liveRights(request: LiveRightsRequest, config: LiveRightsConfig): LiveRightsDecision {
  const country = request.country.toUpperCase()
  // §6: audio commentary is offered in the UK and internationally.
  if (request.product === 'liveAudio') return 'allowed'
  if (UNKNOWN.has(country) || !/^[A-Z]{2}$/.test(country)) return 'unknownCountry'
  const home = config.blackoutCountries.includes(country)
  if (request.product === 'buyPlusTier') return home ? 'homeNation' : 'allowed'
  // Live video and match passes: the first team's rights decide; other teams are not under them.
  if (!request.firstTeam) return 'allowed'
  if (home && request.seasonSlug === config.seasonSlug) return 'blackout'
  if (home) return 'allowed'
  return config.unsoldTerritories.includes(country) ? 'allowed' : 'notUnsoldTerritory'
}
