import { proxy, ref } from 'valtio'
import type { BootData, Chrome, PagePayload } from '../../shared/types/page-payload'

/**
 * The app's state: the page being shown, the chrome around it, and the UI
 * flags of SPEC §3 "UI and global state" as they arrive. One store per app
 * instance (never module-global), so server renders never share state.
 */
export interface AppState {
  payload: PagePayload
  chrome: Chrome
  /** A client navigation is fetching its page data. */
  navigating: boolean
  ui: { menuOpen: boolean; lockBackground: boolean }
}

export function createAppStore(boot: BootData): AppState {
  return proxy<AppState>({
    // ref(): page data is replaced whole on navigation, never mutated in place.
    payload: ref(boot.payload),
    chrome: ref(boot.chrome),
    navigating: false,
    ui: { menuOpen: false, lockBackground: false },
  })
}

export function showPayload(store: AppState, payload: PagePayload): void {
  store.payload = ref(payload)
  store.ui.menuOpen = false
  store.ui.lockBackground = false
}
