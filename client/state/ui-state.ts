/**
 * The UI part of SPEC §3 "UI and global state" with the §4.2 defaults, and
 * the actions that change it. Overlay opening and closing goes through the
 * pure §4.8 rule (shared/rules/overlay-lock.ts), so no caller can leave the
 * background locked or two exclusive overlays open.
 */
import type { CookieConsent } from '../../shared/rules/cookie-consent'
import {
  applyOverlayAction,
  CLOSED_OVERLAYS,
  type LockingOverlay,
  type OverlayAction,
  type OverlayState,
} from '../../shared/rules/overlay-lock'
import type { Chrome, PagePayload } from '../../shared/types/page-payload'
import type { OverlayPromo } from '../../shared/types/promo'
import { initialAudioPlayer, initialMediaPlayer, type MediaStores } from './media-state'

export interface UiState extends OverlayState, MediaStores {
  headerStyle: PagePayload['route']['headerStyle']
  childFriendly: boolean
  advertisingDisabled: boolean
  loginPrompt: { message: string }
  accountNotification: { display: boolean; message: string }
  errorNotification: { display: boolean; title: string; message: string }
  cookiesConsent: CookieConsent
  /** The last client navigation failed (the loading bar shows it). */
  navigationFailed: boolean
  /** SPEC §4.8 overlay promo being shown. */
  activePromo: OverlayPromo | null
  /** SPEC §2.9: a promotion voucher redeemed here, sent as create-checkout's coupon (issue 11 §9). */
  voucherCoupon: string | null
  voucherLabel: string
  /** SPEC §2.8: the section the subscribe-packages overlay opens on. */
  packagesSection: 'membership' | 'match-pass'
  /** SPEC §3 matchCentre: the live video docked in the match centre's 'Watch and listen' (its stream asset), or none. */
  matchCentre: { videoOpen: boolean; dockedVideo: string | null }
  /** Counts devices of the account ended here (issue 10 §4): a live player refused for the device limit asks again. */
  streamDevicesEnded: number
}

export function initialUi(chrome: Chrome, payload: PagePayload): UiState {
  return {
    ...CLOSED_OVERLAYS,
    headerStyle: payload.route.headerStyle,
    childFriendly: chrome.childFriendly,
    advertisingDisabled: false,
    loginPrompt: { message: '' },
    accountNotification: { display: false, message: '' },
    errorNotification: { display: false, title: '', message: '' },
    cookiesConsent: { ...chrome.cookieConsent },
    navigationFailed: false,
    // SPEC §3 mediaPlayer (with the §2.5/§2.6 entry point) and audioPlayer, §4.2 'No title'.
    mediaPlayer: initialMediaPlayer(),
    audioPlayer: initialAudioPlayer(),
    activePromo: null,
    voucherCoupon: null,
    voucherLabel: '',
    packagesSection: 'membership',
    matchCentre: { videoOpen: false, dockedVideo: null },
    streamDevicesEnded: 0,
  }
}

const OVERLAY_KEYS = Object.keys(CLOSED_OVERLAYS) as Array<keyof OverlayState>

/** Applies a §4.8 overlay action to the store's ui (a valtio proxy): only the flags change. */
export function applyOverlay(ui: UiState, action: OverlayAction): void {
  const next = applyOverlayAction(ui, action)
  for (const key of OVERLAY_KEYS) if (ui[key] !== next[key]) ui[key] = next[key]
}

export const openOverlay = (ui: UiState, overlay: LockingOverlay) => applyOverlay(ui, { type: 'open', overlay })
export const closeOverlay = (ui: UiState, overlay: LockingOverlay) => applyOverlay(ui, { type: 'close', overlay })
export const toggleOverlay = (ui: UiState, overlay: LockingOverlay) => applyOverlay(ui, { type: 'toggle', overlay })

/** SPEC §4.10: an action that needs a signed-in supporter opens the login prompt with its reason ('You must be logged in to purchase'). */
export function openLoginPrompt(ui: UiState, message: string): void {
  ui.loginPrompt.message = message
  openOverlay(ui, 'loginPrompt')
}

/** SPEC §4.8: notifications open with a message and close by clearing it. */
export function showAccountNotification(ui: UiState, message: string): void {
  ui.accountNotification = { display: true, message }
}
export function closeAccountNotification(ui: UiState): void {
  ui.accountNotification = { display: false, message: '' }
}
export function showErrorNotification(ui: Pick<UiState, 'errorNotification'>, title: string, message: string): void {
  ui.errorNotification = { display: true, title, message }
}
export function closeErrorNotification(ui: UiState): void {
  ui.errorNotification = { display: false, title: '', message: '' }
}

/** SPEC §2.8: the full-screen packages panel, on one section; opening it closes the upgrade promo (§4.8 rule). */
export function openPackages(ui: UiState, section: UiState['packagesSection'] = 'membership'): void {
  ui.packagesSection = section
  openOverlay(ui, 'packages')
}
