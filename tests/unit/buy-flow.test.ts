import { describe, expect, it } from 'vitest'
import {
  type BuyAction,
  type BuyFlowInput,
  buyAction,
  mustCancelCheaperFirst,
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
      'subscriber buying plus (needs subscriber and plus): §4.11 cancel the cheaper subscription first',
      input({ held: ['freemium', 'subscriber'], priceEntitlements: ['subscriber', 'plus'] }),
      { kind: 'refused', reason: 'cancelCheaperFirst' },
    ],
    [
      'subscriber buying plus from GB: the region reason first (cancelling would not help)',
      input({
        held: ['freemium', 'subscriber'],
        priceEntitlements: ['subscriber', 'plus'],
        purchasable: { allowed: false, reason: 'homeNation' },
      }),
      { kind: 'refused', reason: 'homeNation' },
    ],
    [
      'subscriber buying plus while signed out (stale state): the login prompt',
      input({ loggedIn: false, held: ['subscriber'], priceEntitlements: ['subscriber', 'plus'] }),
      { kind: 'loginPrompt' },
    ],
    [
      'match pass holder buying plus: checkout',
      input({ held: ['freemium', 'match-pass', 'match-pass:7'], priceEntitlements: ['subscriber', 'plus'] }),
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

describe('mustCancelCheaperFirst: the card says §4.11 before any press', () => {
  const plusPrices = [{ entitlements: ['subscriber', 'plus'] }, { entitlements: ['subscriber', 'plus'] }]
  const card = { loggedIn: true, packageType: 'membership' as const, purchasable: { allowed: true } }
  it.each<[string, Omit<BuyFlowInput, 'priceEntitlements'>, Array<{ entitlements: string[] }>, boolean]>([
    ['a subscriber on the plus card', { ...card, held: ['freemium', 'subscriber'] }, plusPrices, true],
    [
      'a subscriber on the base card (held: the account panel instead)',
      { ...card, held: ['freemium', 'subscriber'] },
      [{ entitlements: ['subscriber'] }],
      false,
    ],
    ['a plus holder on the plus card', { ...card, held: ['freemium', 'plus', 'subscriber'] }, plusPrices, false],
    ['a free account on the plus card', { ...card, held: ['freemium'] }, plusPrices, false],
    ['signed out', { ...card, loggedIn: false, held: ['subscriber'] }, plusPrices, false],
    [
      'a subscriber on the plus card from GB (the region reason instead)',
      { ...card, held: ['freemium', 'subscriber'], purchasable: { allowed: false, reason: 'homeNation' } },
      plusPrices,
      false,
    ],
  ])('%s: %s', (_name, given, prices, expected) => {
    expect(mustCancelCheaperFirst(given, prices)).toBe(expected)
  })
})
