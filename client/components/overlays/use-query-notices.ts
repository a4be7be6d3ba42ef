import { useEffect } from 'react'
import { cleanAddress, endSession } from '../../account/logout'
import { useT } from '../../hooks/use-t'
import type { AppState } from '../../state/app-store'
import { showAccountNotification } from '../../state/ui-state'

/**
 * SPEC §2.1, §4.6: ?loginSuccess=true on any route re-checks login and shows
 * 'Logged In'; ?logoutSuccess=true clears the session and shows 'Logged Out'.
 * The query is taken out of the address at once, so a reload or a shared link
 * does not repeat it. The notice waits for the check (and so for the portal's
 * token exchange before it): when 'Logged In' shows, the header says so too.
 */
export function useQueryNotices(store: AppState, pageUrl: string): void {
  const t = useT()
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageUrl is the trigger: the query is read after every route change.
  useEffect(() => {
    const url = new URL(location.href)
    const login = url.searchParams.get('loginSuccess') === 'true'
    const logout = url.searchParams.get('logoutSuccess') === 'true'
    if (!login && !logout) return
    cleanAddress()
    const settled = logout ? endSession(store) : import('../../account/login-check').then(({ checkLogin }) => checkLogin(store))
    settled
      .then(() => showAccountNotification(store.ui, login && !logout ? t('notice.loggedIn') : t('notice.loggedOut')))
      // The check's code could not load (offline): no notice it could not vouch for (SPEC §8.3: logged only).
      .catch((err: unknown) => console.warn('login notice unavailable', err instanceof Error ? err.message : String(err)))
  }, [store, pageUrl, t])
}
