import { describe, expect, it } from 'vitest'
import {
  applyOverlayAction,
  CLOSED_OVERLAYS,
  type LockingOverlay,
  type OverlayAction,
  type OverlayState,
} from '../../shared/rules/overlay-lock'

const state = (open: Partial<OverlayState> = {}): OverlayState => {
  const s = { ...CLOSED_OVERLAYS, ...open }
  return { ...s, lockBackground: open.lockBackground ?? Object.entries(s).some(([k, v]) => k !== 'lockBackground' && v) }
}

const overlays: LockingOverlay[] = ['accountHeader', 'loginPrompt', 'menu', 'search', 'upgradePromo', 'promoOverlay', 'packages', 'voucher']
const flag = {
  accountHeader: 'accountHeaderOpen',
  loginPrompt: 'loginPromptOpen',
  menu: 'menuOpen',
  search: 'searchOpen',
  upgradePromo: 'upgradePromoOpen',
  promoOverlay: 'promoOverlayOpen',
  packages: 'showPackages',
  voucher: 'voucherOpen',
} as const

describe('SPEC §4.8: opening any overlay locks the background, closing it unlocks it', () => {
  it.each(overlays)('%s', (overlay) => {
    const opened = applyOverlayAction(CLOSED_OVERLAYS, { type: 'open', overlay })
    expect(opened[flag[overlay]]).toBe(true)
    expect(opened.lockBackground).toBe(true)
    const closed = applyOverlayAction(opened, { type: 'close', overlay })
    expect(closed).toEqual(CLOSED_OVERLAYS)
  })

  it.each(overlays)('toggling %s twice opens then closes it', (overlay) => {
    const once = applyOverlayAction(CLOSED_OVERLAYS, { type: 'toggle', overlay })
    expect(once[flag[overlay]]).toBe(true)
    expect(applyOverlayAction(once, { type: 'toggle', overlay })).toEqual(CLOSED_OVERLAYS)
  })
})

describe('SPEC §4.8: which opening closes which', () => {
  it.each<[string, OverlayState, OverlayAction, OverlayState]>([
    ['opening search closes the menu', state({ menuOpen: true }), { type: 'open', overlay: 'search' }, state({ searchOpen: true })],
    [
      'opening the upgrade promo closes the account header',
      state({ accountHeaderOpen: true }),
      { type: 'open', overlay: 'upgradePromo' },
      state({ upgradePromoOpen: true }),
    ],
    [
      'opening the menu leaves search alone',
      state({ searchOpen: true }),
      { type: 'open', overlay: 'menu' },
      state({ searchOpen: true, menuOpen: true }),
    ],
    [
      'opening the account header leaves the upgrade promo alone',
      state({ upgradePromoOpen: true }),
      { type: 'open', overlay: 'accountHeader' },
      state({ upgradePromoOpen: true, accountHeaderOpen: true }),
    ],
    [
      'closing one of two open overlays keeps the background locked',
      state({ menuOpen: true, accountHeaderOpen: true }),
      { type: 'close', overlay: 'menu' },
      state({ accountHeaderOpen: true }),
    ],
    [
      'closing an overlay that is not open changes nothing',
      state({ searchOpen: true }),
      { type: 'close', overlay: 'menu' },
      state({ searchOpen: true }),
    ],
    [
      'a route change closes search, menu, account header and login prompt',
      state({ searchOpen: true, menuOpen: true, accountHeaderOpen: true, loginPromptOpen: true }),
      { type: 'routeChange' },
      CLOSED_OVERLAYS,
    ],
    [
      'a route change leaves the upgrade promo and the overlay promo to their own close buttons',
      state({ upgradePromoOpen: true, promoOverlayOpen: true, searchOpen: true }),
      { type: 'routeChange' },
      state({ upgradePromoOpen: true, promoOverlayOpen: true }),
    ],
    [
      'SPEC §2.8: opening the packages panel closes the upgrade promo',
      state({ upgradePromoOpen: true }),
      { type: 'open', overlay: 'packages' },
      state({ showPackages: true }),
    ],
    [
      "the voucher overlay takes the packages panel's place (one full-screen dialog at a time)",
      state({ showPackages: true }),
      { type: 'open', overlay: 'voucher' },
      state({ voucherOpen: true }),
    ],
    [
      'choosing a subscription from the voucher overlay closes it',
      state({ voucherOpen: true }),
      { type: 'open', overlay: 'packages' },
      state({ showPackages: true }),
    ],
    [
      'a route change closes the packages and voucher overlays',
      state({ showPackages: true, voucherOpen: true }),
      { type: 'routeChange' },
      CLOSED_OVERLAYS,
    ],
    ['a route change with nothing open unlocks', state({ lockBackground: true }), { type: 'routeChange' }, CLOSED_OVERLAYS],
  ])('%s', (_name, before, action, after) => {
    expect(applyOverlayAction(before, action)).toEqual(after)
  })
})
