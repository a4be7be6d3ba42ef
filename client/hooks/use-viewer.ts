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
 * The viewer the SPEC §4.3 lock rule is asked about. Issue 22 §1: pages are
 * rendered for the viewer's class (the server's store holds the class user,
 * the browser's starts from the viewer the edge wrote in), so the first paint
 * already has the right lock badges and hydration matches it; the login
 * check keeps store.user current, and every list reading it re-renders when
 * login or entitlements change, without a reload.
 */
export function useViewer(): VideoViewer {
  const { user } = useAppSnapshot()
  const loggedIn = user.loggedIn
  const entitlements = user.entitlements
  return useMemo(() => (loggedIn ? { loggedIn: true, entitlements: [...entitlements] } : ANONYMOUS_VIEWER), [loggedIn, entitlements])
}
