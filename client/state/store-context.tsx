import { createContext, useContext, type ReactNode } from 'react'
import { snapshot, useSnapshot } from 'valtio'
import type { AppState } from './app-store'

const StoreContext = createContext<AppState | null>(null)

export function StoreProvider({ store, children }: { store: AppState; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** The mutable store, for event handlers. */
export function useStore(): AppState {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStore outside StoreProvider')
  return store
}

/**
 * Issue 22 §2: on the server a page renders once and never again, so the tracking proxy useSnapshot
 * wraps around the snapshot (which properties each component read, to re-render only those) is pure
 * cost there: valtio and proxy-compare were 3.4 % of a cache-miss render's CPU. The server reads the
 * plain snapshot, the same values the browser's first render reads, so hydration matches.
 */
const RENDERS_ON_SERVER = typeof document === 'undefined'

/**
 * A render snapshot of the store. Page data and chrome are ref()'d, so the
 * snapshot hands back the very objects the store holds: typed as such.
 */
export function useAppSnapshot(): Readonly<AppState> {
  const store = useStore()
  // biome-ignore lint/correctness/useHookAtTopLevel: fixed for the module's life: always on the server, never in a browser
  return (RENDERS_ON_SERVER ? snapshot(store) : useSnapshot(store)) as unknown as Readonly<AppState>
}
