import { useEffect } from 'react'
import type { AppState } from '../state/app-store'
import { deviceSessionId } from './device-session'

/**
 * SPEC §4.6: the login check at start and on every route change (keyed by
 * the page's URL). While the site lock is up (§2.10) the API answers nobody,
 * so there is nothing to check. The check's code is fetched with the first
 * check (after hydration), not before the page is interactive (issue 13 §4).
 */
export function useLoginCheck(store: AppState, pageUrl: string, siteLocked: boolean): void {
  useEffect(() => {
    if (store.user.sessionID === 0) store.user.sessionID = deviceSessionId()
  }, [store])
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageUrl is the trigger: every route change re-checks.
  useEffect(() => {
    if (siteLocked) return
    import('./login-check')
      .then(({ checkLogin }) => checkLogin(store))
      // Offline before the check's code came: the next route change checks again (SPEC §8.3: logged only).
      .catch((err: unknown) => console.warn('login check unavailable', err instanceof Error ? err.message : String(err)))
  }, [store, pageUrl, siteLocked])
}
