import { proxy, ref } from 'valtio'
import type { BootData, Chrome, PagePayload } from '../../shared/types/page-payload'
import { applyOverlay, initialUi, type UiState } from './ui-state'
import { initialUser, type UserState } from './user-state'

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
  ui: UiState
  user: UserState
}

/** `user`: who the page was rendered for (issue 22 §1: its viewer class on the server, the viewer in the browser). */
export function createAppStore(boot: BootData, user: UserState = initialUser()): AppState {
  return proxy<AppState>({
    // ref(): page data is replaced whole on navigation, never mutated in place.
    payload: ref(boot.payload),
    chrome: ref(boot.chrome),
    navigating: false,
    ui: initialUi(boot.chrome, boot.payload),
    user: { ...user },
  })
}

export function showPayload(store: AppState, payload: PagePayload): void {
  store.payload = ref(payload)
  store.ui.headerStyle = payload.route.headerStyle
  // SPEC §2.5, §4.8: search, menu and panels close on a route change.
  applyOverlay(store.ui, { type: 'routeChange' })
}
