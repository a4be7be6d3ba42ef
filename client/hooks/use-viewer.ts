import { useMemo, useSyncExternalStore } from 'react'
import { ANONYMOUS_VIEWER, type VideoViewer } from '../../shared/rules/video-lock'
import { useAppSnapshot } from '../state/store-context'

const noSubscription = () => () => {}

/**
 * False while React hydrates the server's HTML, true from then on: also true at
 * once for components that mount later (client navigation), so they never
 * flash the server's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * The viewer the SPEC §4.3 lock rule is asked about. Pages are rendered the
 * same for everyone, as an anonymous visitor sees them; after hydration the
 * signed-in user's state from the store takes over (store.user, filled by the
 * login check), and every list reading it re-renders when login or
 * entitlements change, without a reload.
 */
export function useViewer(): VideoViewer {
  const hydrated = useHydrated()
  const { user } = useAppSnapshot()
  const loggedIn = hydrated && user.loggedIn
  const entitlements = user.entitlements
  return useMemo(() => (loggedIn ? { loggedIn: true, entitlements: [...entitlements] } : ANONYMOUS_VIEWER), [loggedIn, entitlements])
}
