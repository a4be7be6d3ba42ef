import { useEffect } from 'react'
import { useT } from '../../hooks/use-t'
import type { AppState } from '../../state/app-store'
import { showAccountNotification } from '../../state/ui-state'
import { initialUser } from '../../state/user-state'

/**
 * SPEC §2.1, §4.6: ?loginSuccess=true on any route shows 'Logged In';
 * ?logoutSuccess=true clears the session and shows 'Logged Out'. The query is
 * then taken out of the address so a reload or a shared link does not repeat it.
 */
export function useQueryNotices(store: AppState, pageUrl: string): void {
  const t = useT()
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageUrl is the trigger: the query is read after every route change.
  useEffect(() => {
    const url = new URL(location.href)
    const login = url.searchParams.get('loginSuccess') === 'true'
    const logout = url.searchParams.get('logoutSuccess') === 'true'
    if (!login && !logout) return
    if (logout) {
      const { sessionID } = store.user
      Object.assign(store.user, initialUser(), { sessionID, loginCheckCompleted: true })
    }
    showAccountNotification(store.ui, login ? t('notice.loggedIn') : t('notice.loggedOut'))
    url.searchParams.delete('loginSuccess')
    url.searchParams.delete('logoutSuccess')
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  }, [store, pageUrl, t])
}
