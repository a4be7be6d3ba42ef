import { describe, expect, it } from 'vitest'
import type { LiveRightsConfig } from '../../shared/rules/live-rights'
import type { EntitlementGrant } from '../../shared/rules/entitlements'
import { alreadyEntitled, ownedEntitlementCodes, type PassMatch, purchasable } from '../../shared/rules/purchase-eligibility'
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

describe('what buying counts as held: never a voucher pass (SPEC §4.10; issue 11 §9)', () => {
  const now = new Date('2026-11-22T16:00:00.000Z')
  const grant = (code: string, source: EntitlementGrant['source'], endsAt: string | null = null, matchId: number | null = null) => ({
    code,
    source,
    matchId,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt,
  })
  const signup = grant('freemium', 'signup')
  it.each<[string, EntitlementGrant[], string[], boolean]>([
    [
      'a free-week voucher alone: not held, the membership can be bought',
      [signup, grant('subscriber', 'voucher', '2026-11-29T00:00:00.000Z')],
      ['freemium'],
      false,
    ],
    ['a paid subscription: held', [signup, grant('subscriber', 'purchase', '2026-12-22T00:00:00.000Z')], ['freemium', 'subscriber'], true],
    [
      'a paid subscription and a voucher week: held through the purchase',
      [signup, grant('subscriber', 'voucher', '2026-11-29T00:00:00.000Z'), grant('subscriber', 'purchase', '2026-12-22T00:00:00.000Z')],
      ['freemium', 'subscriber'],
      true,
    ],
    [
      'a subscription that ended, with a voucher week now: not held',
      [signup, grant('subscriber', 'purchase', '2026-11-10T00:00:00.000Z'), grant('subscriber', 'voucher', '2026-11-29T00:00:00.000Z')],
      ['freemium'],
      false,
    ],
    ['a grant by an administrator: held', [signup, grant('subscriber', 'admin')], ['freemium', 'subscriber'], true],
    [
      'a grant read without its source: held (as before sources were read)',
      [signup, grant('subscriber', undefined)],
      ['freemium', 'subscriber'],
      true,
    ],
  ])('%s', (_name, grants, owned, holdsMembership) => {
    expect(ownedEntitlementCodes(grants, now)).toEqual(owned)
    expect(alreadyEntitled('membership', ['subscriber'], ownedEntitlementCodes(grants, now))).toBe(holdsMembership)
  })

  it('a match pass from a voucher is not counted either, and passes are always sold anyway', () => {
    const grants = [signup, grant('match-pass', 'voucher', '2026-11-23T00:00:00.000Z', 7)]
    expect(ownedEntitlementCodes(grants, now)).toEqual(['freemium'])
    expect(alreadyEntitled('match-pass', ['match-pass'], ownedEntitlementCodes(grants, now))).toBe(false)
  })
})
