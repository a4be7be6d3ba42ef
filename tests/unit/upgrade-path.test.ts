import { describe, expect, it } from 'vitest'
import type { EntitlementGrant } from '../../shared/rules/entitlements'
import { ownedEntitlementCodes } from '../../shared/rules/purchase-eligibility'
import { type UpgradePath, upgradePath } from '../../shared/rules/upgrade-path'
import type { PackageType } from '../../shared/types/payments'

// SPEC §4.11: cancel the cheaper subscription first, then buy the plus tier.
// The held codes come from the grants through ownedEntitlementCodes, as on the server and the cards.
const NOW = new Date('2026-11-22T16:00:00.000Z')
const grant = (code: string, source: EntitlementGrant['source'], matchId: number | null = null): EntitlementGrant => ({
  code,
  source,
  matchId,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: source === 'voucher' ? '2026-11-29T00:00:00.000Z' : null,
})
const free = grant('freemium', 'signup')
const HOLDERS: Record<string, EntitlementGrant[]> = {
  nothing: [free],
  base: [free, grant('subscriber', 'purchase')],
  'base (granted by an administrator)': [free, grant('subscriber', 'admin')],
  plus: [free, grant('subscriber', 'purchase'), grant('plus', 'purchase')],
  'match pass': [free, grant('match-pass', 'purchase', 7)],
  'voucher week only': [free, grant('subscriber', 'voucher')],
}

const BASE_MONTHLY = ['subscriber']
const PLUS = ['subscriber', 'plus'] // the plus tier's monthly and season prices grant the same
const PASS = ['match-pass']

const TABLE: Array<[string, PackageType, readonly string[], UpgradePath]> = [
  ['base', 'membership', PLUS, 'cancelCheaperFirst'], // plus monthly or plus season: billed twice otherwise
  ['base (granted by an administrator)', 'membership', PLUS, 'cancelCheaperFirst'],
  ['base', 'membership', BASE_MONTHLY, 'alreadyEntitled'],
  ['base', 'match-pass', PASS, 'allowed'],
  ['plus', 'membership', BASE_MONTHLY, 'alreadyEntitled'], // §4.10 the account panel, not this path
  ['plus', 'membership', PLUS, 'alreadyEntitled'],
  ['match pass', 'membership', PLUS, 'allowed'],
  ['match pass', 'membership', BASE_MONTHLY, 'allowed'],
  ['match pass', 'match-pass', PASS, 'allowed'],
  ['voucher week only', 'membership', PLUS, 'allowed'], // a free week is nothing to cancel
  ['voucher week only', 'membership', BASE_MONTHLY, 'allowed'],
  ['nothing', 'membership', PLUS, 'allowed'],
  ['nothing', 'membership', BASE_MONTHLY, 'allowed'],
  ['nothing', 'match-pass', PASS, 'allowed'],
]

describe('upgradePath (SPEC §4.11)', () => {
  it.each(TABLE)('%s holder buying a %s granting %o: %s', (holder, type, priceEntitlements, expected) => {
    expect(upgradePath(type, priceEntitlements, ownedEntitlementCodes(HOLDERS[holder]!, NOW))).toBe(expected)
  })

  it("the free account's code is no cheaper membership, even on a price that lists it", () => {
    expect(upgradePath('membership', ['freemium', 'subscriber', 'plus'], ['freemium'])).toBe('allowed')
    expect(upgradePath('membership', ['freemium', 'subscriber', 'plus'], ['freemium', 'subscriber'])).toBe('cancelCheaperFirst')
  })

  it('a price that grants nothing is never refused by this rule', () => {
    expect(upgradePath('membership', [], ['freemium', 'subscriber'])).toBe('allowed')
  })
})
