/**
 * SPEC §4.6 logout: clears the session and cookies (the server clears its
 * httpOnly cookies and revokes the refresh family), cleans the address,
 * closes the account panel after 600 ms (§9.4) and shows 'Logged Out'.
 */
import { translator } from '../../shared/i18n'
import { isAnchorHash } from '../../shared/rules/sso-fragment'
import { LOGOUT_PANEL_CLOSE_MS } from '../../shared/timing'
import type { AppState } from '../state/app-store'
import { closeOverlay, showAccountNotification } from '../state/ui-state'
import { clearUserData } from '../state/user-state'
import { callApi } from './api'

/** Query parameters of a past sign-in or sign-out: they must not repeat on a reload. */
const ONE_OFF_PARAMS = ['loginSuccess', 'logoutSuccess']

/** Takes sign-in leftovers out of the address: the one-off notices and any key=value fragment. */
export function cleanAddress(): void {
  const url = new URL(location.href)
  // Only touched when present: deleting re-encodes the whole query.
  if (ONE_OFF_PARAMS.some((name) => url.searchParams.has(name))) for (const name of ONE_OFF_PARAMS) url.searchParams.delete(name)
  const hash = isAnchorHash(url.hash) ? url.hash : ''
  const clean = url.pathname + url.search + hash
  if (clean !== location.pathname + location.search + location.hash) history.replaceState(history.state, '', clean)
}

/** Ends the server session; the user is cleared whatever the answer (a failed call still signs this page out). */
export async function endSession(store: AppState): Promise<void> {
  await callApi('POST', '/api/auth/logout')
  clearUserData(store, true)
  cleanAddress()
}

/** The Log out button. */
export async function logOut(store: AppState): Promise<void> {
  await endSession(store)
  setTimeout(() => closeOverlay(store.ui, 'accountHeader'), LOGOUT_PANEL_CLOSE_MS)
  showAccountNotification(store.ui, translator(store.payload.locale)('notice.loggedOut'))
}
