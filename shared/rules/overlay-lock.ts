/**
 * SPEC §4.8 overlays and panels: which opening closes which, and when the
 * page behind is locked. State in, state out; the store's actions apply it.
 */

/** The overlays that lock the background (§4.8), plus the overlay promo, which also does. */
export type LockingOverlay =
  | 'accountHeader'
  | 'loginPrompt'
  | 'menu'
  | 'search'
  | 'upgradePromo'
  | 'promoOverlay'
  /** SPEC §2.8 full-screen subscribe-packages overlay (§3 showPackages). */
  | 'packages'
  /** SPEC §2.9 voucher overlay: locks page scrolling. */
  | 'voucher'

export interface OverlayState {
  accountHeaderOpen: boolean
  loginPromptOpen: boolean
  menuOpen: boolean
  searchOpen: boolean
  upgradePromoOpen: boolean
  promoOverlayOpen: boolean
  showPackages: boolean
  voucherOpen: boolean
  lockBackground: boolean
}

export type OverlayAction =
  | { type: 'open'; overlay: LockingOverlay }
  | { type: 'close'; overlay: LockingOverlay }
  | { type: 'toggle'; overlay: LockingOverlay }
  /** SPEC §2.5: search closes on route change; the menu and panels follow the visitor's click away too. */
  | { type: 'routeChange' }

const FLAG: Record<LockingOverlay, Exclude<keyof OverlayState, 'lockBackground'>> = {
  accountHeader: 'accountHeaderOpen',
  loginPrompt: 'loginPromptOpen',
  menu: 'menuOpen',
  search: 'searchOpen',
  upgradePromo: 'upgradePromoOpen',
  promoOverlay: 'promoOverlayOpen',
  packages: 'showPackages',
  voucher: 'voucherOpen',
}

/**
 * SPEC §4.8: opening search closes the menu; opening the upgrade promo closes the account header.
 * SPEC §2.8: opening the packages panel closes the upgrade promo. The voucher overlay (§2.9), opened
 * from the packages widget's footer, takes the panel's place, and the panel (its 'Choose a subscription'
 * after a promotion code) takes the voucher's: one full-screen dialog at a time.
 */
const CLOSES: Partial<Record<LockingOverlay, LockingOverlay[]>> = {
  search: ['menu'],
  upgradePromo: ['accountHeader'],
  packages: ['upgradePromo', 'voucher'],
  voucher: ['packages'],
}

export const CLOSED_OVERLAYS: OverlayState = {
  accountHeaderOpen: false,
  loginPromptOpen: false,
  menuOpen: false,
  searchOpen: false,
  upgradePromoOpen: false,
  promoOverlayOpen: false,
  showPackages: false,
  voucherOpen: false,
  lockBackground: false,
}

/**
 * The overlay state after an action. Opening locks the background; closing
 * unlocks it once nothing that locks is left open (with the spec's
 * one-at-a-time flows that is "closing any of them unlocks it", without
 * leaving an open panel over a scrolling page).
 */
export function applyOverlayAction(state: OverlayState, action: OverlayAction): OverlayState {
  if (action.type === 'routeChange') {
    // The packages and voucher overlays hold links (FAQs, another page): following one closes them.
    return withLock({
      ...state,
      accountHeaderOpen: false,
      loginPromptOpen: false,
      menuOpen: false,
      searchOpen: false,
      showPackages: false,
      voucherOpen: false,
    })
  }
  const flag = FLAG[action.overlay]
  const open = action.type === 'open' || (action.type === 'toggle' && !state[flag])
  if (!open) return withLock({ ...state, [flag]: false })
  const next: OverlayState = { ...state, [flag]: true }
  for (const other of CLOSES[action.overlay] ?? []) next[FLAG[other]] = false
  return withLock(next)
}

function withLock(state: OverlayState): OverlayState {
  const anyOpen = (Object.values(FLAG) as Array<keyof OverlayState>).some((flag) => state[flag])
  return { ...state, lockBackground: anyOpen }
}
