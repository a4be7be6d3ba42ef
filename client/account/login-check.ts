/**
 * SPEC §4.6 login check (token flow), at start and on every route change:
 *  1. a hand-off token from the portal (taken out of the address at start)
 *     is exchanged for the site session;
 *  2. otherwise the session is read: signed in, not signed in, or an expired
 *     access token, which is refreshed (a refresh conflict re-reads once).
 * Success sets loggedIn and the display name; failure sets loggedIn false and
 * clears the entitlements; either way loginCheckCompleted. After a login the
 * session state (entitlements) is read. A refresh that failed (not an ended
 * session) also raises the §8.3 'There was a problem logging in' notice.
 */
import { translator } from '../../shared/i18n'
import { refreshFailureShown } from '../../shared/rules/login-check'
import type { SessionUser } from '../../shared/types/account'
import type { AppState } from '../state/app-store'
import { showErrorNotification } from '../state/ui-state'
import { clearUserData, setUserData } from '../state/user-state'
import { readEntitlements } from './entitlements'
import { takeHandoffToken } from './handoff-token'
import { exchangeHandoffToken, readSession, refreshSession } from './session-calls'

let running: Promise<void> | null = null
let queued: Promise<void> | null = null

/**
 * Runs a check after any check already running, so answers never land out of
 * order (a re-check after '?loginSuccess=true' sees the token exchange's
 * session). Requests made while one is waiting share that one.
 */
export function checkLogin(store: AppState): Promise<void> {
  if (!running) {
    running = runCheck(store).finally(() => {
      running = null
    })
    return running
  }
  queued ??= running.then(() => {
    queued = null
    return checkLogin(store)
  })
  return queued
}

async function runCheck(store: AppState): Promise<void> {
  const token = takeHandoffToken()
  if (token) {
    const handoff = await exchangeHandoffToken(token)
    // A refused token (spent, expired, from another browser) falls back to whatever session there is.
    if (handoff.user) return signedIn(store, handoff.user)
  }
  const user = await currentSessionUser(store)
  if (user) return signedIn(store, user)
  clearUserData(store)
}

/** The signed-in user the cookies stand for, refreshing an expired access token; null when none. */
async function currentSessionUser(store: AppState): Promise<SessionUser | null> {
  const session = await readSession()
  if (session.outcome !== 'refreshRequired') return session.user
  const refreshed = await refreshSession()
  if (refreshed.outcome === 'rereadSession') return (await readSession()).user
  if (refreshFailureShown(refreshed.outcome)) {
    const t = translator(store.payload.locale)
    showErrorNotification(store.ui, t('notice.loginProblemTitle'), t('notice.loginProblemMessage'))
  }
  return refreshed.user
}

/** Sets the user; reads the session state when this is a login, not the same user again. */
export function signedIn(store: AppState, user: SessionUser, byUser = false): Promise<void> {
  const isLogin = !store.user.loggedIn || store.user.ssoID !== user.ssoID
  setUserData(store, user, byUser)
  return isLogin ? readEntitlements(store) : Promise.resolve()
}
