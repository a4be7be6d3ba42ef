/**
 * SPEC §4.6 token flow step 1: the portal's hand-off token arrives in the
 * address fragment (`#sso_token=…`). It is taken out of the address at once,
 * before hydration and before anything else reads location.hash, so it never
 * reaches the history, a shared link, a screenshot of the address bar or the
 * hash scroll; the login check spends it.
 */
import { handoffTokenFromHash } from '../../shared/rules/sso-fragment'

let pending: string | null = null

/** Moves a hand-off token from the address into memory. Safe to call any number of times. */
export function captureHandoffToken(): void {
  const token = handoffTokenFromHash(location.hash)
  if (!token) return
  pending = token
  history.replaceState(history.state, '', location.pathname + location.search)
}

/** The captured token, once: a hand-off token is single-use. */
export function takeHandoffToken(): string | null {
  captureHandoffToken()
  const token = pending
  pending = null
  return token
}
