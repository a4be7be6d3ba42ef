import { describe, expect, it } from 'vitest'
import {
  type BuyAction,
  type BuyFlowInput,
  buyAction,
  ownsPackage,
  type PriceButtonLabel,
  priceButtonLabel,
} from '../../shared/rules/buy-flow'

// SPEC §4.10 buying, §2.8 price button.
const base: BuyFlowInput = {
  loggedIn: true,
  held: ['freemium'],
  packageType: 'membership',
  priceEntitlements: ['subscriber'],
  purchasable: { allowed: true },
}
const input = (over: Partial<BuyFlowInput>): BuyFlowInput => ({ ...base, ...over })

describe('buyAction (SPEC §4.10)', () => {
  it.each<[string, BuyFlowInput, BuyAction]>([
    ['signed out: the login prompt', input({ loggedIn: false, held: [] }), { kind: 'loginPrompt' }],
    [
      'signed out from a refused country: still the login prompt first',
      input({ loggedIn: false, purchasable: { allowed: false, reason: 'homeNation' } }),
      { kind: 'loginPrompt' },
    ],
    ['signed in, free account: checkout', base, { kind: 'checkout' }],
    ['signed in, already subscribed: the account panel', input({ held: ['freemium', 'subscriber'] }), { kind: 'accountPanel' }],
    [
      'subscriber buying plus (needs subscriber and plus): checkout',
      input({ held: ['subscriber'], priceEntitlements: ['subscriber', 'plus'] }),
      { kind: 'checkout' },
    ],
    [
      'plus holder and the plus price: the account panel',
      input({ held: ['subscriber', 'plus'], priceEntitlements: ['subscriber', 'plus'] }),
      { kind: 'accountPanel' },
    ],
    [
      'a match pass is sold again even when one is held',
      input({ packageType: 'match-pass', priceEntitlements: ['match-pass'], held: ['match-pass'] }),
      { kind: 'checkout' },
    ],
    [
      'plus from GB: refused with the reason',
      input({ priceEntitlements: ['subscriber', 'plus'], purchasable: { allowed: false, reason: 'homeNation' } }),
      { kind: 'refused', reason: 'homeNation' },
    ],
    [
      'already held wins over the region (nothing to pay for)',
      input({
        held: ['subscriber', 'plus'],
        priceEntitlements: ['subscriber', 'plus'],
        purchasable: { allowed: false, reason: 'homeNation' },
      }),
      { kind: 'accountPanel' },
    ],
    [
      'a refusal without a reason reads as an unknown country',
      input({ purchasable: { allowed: false } }),
      { kind: 'refused', reason: 'unknownCountry' },
    ],
  ])('%s', (_name, given, expected) => {
    expect(buyAction(given)).toEqual(expected)
  })
})

describe('priceButtonLabel (SPEC §2.8)', () => {
  const monthly = { priceDisplay: '£5.99', interval: 'month' as const }
  const season = { priceDisplay: '£170', interval: 'season' as const }
  const pass = { priceDisplay: '£10', interval: null }
  it.each<[string, Partial<BuyFlowInput>, typeof monthly | typeof season | typeof pass, PriceButtonLabel]>([
    ['monthly: Buy with p/m', {}, monthly, { kind: 'buy', amount: '£5.99', monthly: true }],
    ['season: Buy without p/m', {}, season, { kind: 'buy', amount: '£170', monthly: false }],
    [
      'pass: Buy without p/m',
      { packageType: 'match-pass', priceEntitlements: ['match-pass'] },
      pass,
      { kind: 'buy', amount: '£10', monthly: false },
    ],
    ['held: Manage Subscriptions', { held: ['subscriber'] }, monthly, { kind: 'manage' }],
    [
      'held but signed out (stale state): Buy',
      { loggedIn: false, held: ['subscriber'] },
      monthly,
      { kind: 'buy', amount: '£5.99', monthly: true },
    ],
    [
      'a held pass still says Buy',
      { packageType: 'match-pass', priceEntitlements: ['match-pass'], held: ['match-pass'] },
      pass,
      { kind: 'buy', amount: '£10', monthly: false },
    ],
  ])('%s', (_name, over, price, expected) => {
    expect(priceButtonLabel(input(over), price)).toEqual(expected)
  })
})

describe('ownsPackage (SPEC §2.8 owned block)', () => {
  it.each<[string, boolean, string[], 'membership' | 'match-pass', Array<{ entitlements: string[]; matchID?: number | null }>, boolean]>([
    ['subscriber owns Town TV', true, ['subscriber'], 'membership', [{ entitlements: ['subscriber'] }], true],
    ['free account owns nothing', true, ['freemium'], 'membership', [{ entitlements: ['subscriber'] }], false],
    ['signed out owns nothing', false, ['subscriber'], 'membership', [{ entitlements: ['subscriber'] }], false],
    [
      'plus owns the plus package (either price)',
      true,
      ['subscriber', 'plus'],
      'membership',
      [{ entitlements: ['subscriber', 'plus'] }, { entitlements: ['subscriber', 'plus'] }],
      true,
    ],
    ['the pass for this match', true, ['match-pass', 'match-pass:7'], 'match-pass', [{ entitlements: ['match-pass'], matchID: 7 }], true],
    ['a pass for another match', true, ['match-pass', 'match-pass:6'], 'match-pass', [{ entitlements: ['match-pass'], matchID: 7 }], false],
    ['no match on sale', true, ['match-pass:7'], 'match-pass', [{ entitlements: ['match-pass'], matchID: null }], false],
  ])('%s', (_name, loggedIn, held, type, prices, expected) => {
    expect(ownsPackage(loggedIn, held, type, prices)).toBe(expected)
  })
})
