import { createContext, useContext, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
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
 * A render snapshot of the store. Page data and chrome are ref()'d, so the
 * snapshot hands back the very objects the store holds: typed as such.
 */
export function useAppSnapshot(): Readonly<AppState> {
  return useSnapshot(useStore()) as unknown as Readonly<AppState>
}
