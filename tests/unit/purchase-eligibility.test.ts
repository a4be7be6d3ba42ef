import { describe, expect, it } from 'vitest'
import type { LiveRightsConfig } from '../../shared/rules/live-rights'
import { alreadyEntitled, type PassMatch, purchasable } from '../../shared/rules/purchase-eligibility'
import type { PackageAvailability, Purchasable } from '../../shared/types/payments'

// SPEC §1, §6, §4.10: who may buy what, by the edge country.
const config: LiveRightsConfig = {
  seasonSlug: '2025-26',
  blackoutCountries: ['GB', 'IE', 'JE', 'GG', 'IM'],
  unsoldTerritories: ['JP', 'US'],
}
const firstTeam: PassMatch = { firstTeam: true, seasonSlug: '2025-26' }
const women: PassMatch = { firstTeam: false, seasonSlug: '2025-26' }

const TABLE: Array<[PackageAvailability, string, PassMatch | null, Purchasable]> = [
  ['all', 'GB', null, { allowed: true }],
  ['all', 'XX', null, { allowed: true }],
  ['international', 'GB', null, { allowed: false, reason: 'homeNation' }],
  ['international', 'IE', null, { allowed: false, reason: 'homeNation' }],
  ['international', 'JE', null, { allowed: false, reason: 'homeNation' }],
  ['international', 'GG', null, { allowed: false, reason: 'homeNation' }],
  ['international', 'IM', null, { allowed: false, reason: 'homeNation' }],
  ['international', 'JP', null, { allowed: true }],
  ['international', 'FR', null, { allowed: true }],
  ['international', 'XX', null, { allowed: false, reason: 'unknownCountry' }],
  ['international', 'T1', null, { allowed: false, reason: 'unknownCountry' }],
  ['eligible-regions', 'JP', firstTeam, { allowed: true }],
  ['eligible-regions', 'FR', firstTeam, { allowed: false, reason: 'notUnsoldTerritory' }],
  ['eligible-regions', 'GB', firstTeam, { allowed: false, reason: 'blackout' }],
  ['eligible-regions', 'XX', firstTeam, { allowed: false, reason: 'unknownCountry' }],
  ['eligible-regions', 'FR', women, { allowed: true }],
  ['eligible-regions', 'JP', null, { allowed: false, reason: 'noMatch' }],
]

describe('purchasable (SPEC §1, §6)', () => {
  it.each(TABLE)('%s from %s (match %o): %o', (availability, country, match, expected) => {
    expect(purchasable(availability, country, match, config)).toEqual(expected)
  })
})

describe('already entitled (SPEC §4.10)', () => {
  it.each([
    ['membership', ['subscriber'], ['freemium', 'subscriber'], true],
    ['membership', ['subscriber', 'plus'], ['freemium', 'subscriber'], false],
    ['membership', ['subscriber', 'plus'], ['subscriber', 'plus'], true],
    ['membership', ['subscriber'], ['freemium'], false],
    ['membership', [], ['freemium'], false],
    ['match-pass', ['match-pass'], ['match-pass', 'match-pass:7'], false],
  ] as const)('%s granting %o to a holder of %o: %s', (type, grants, held, expected) => {
    expect(alreadyEntitled(type, grants, held)).toBe(expected)
  })
})
