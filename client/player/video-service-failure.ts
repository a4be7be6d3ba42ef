import { translator } from '../../shared/i18n'
import type { PagePayload } from '../../shared/types/page-payload'
import { showErrorNotification, type UiState } from '../state/ui-state'
import type { UserState } from '../state/user-state'

/**
 * SPEC §8.3 video service connection failure: the error notice 'There was a
 * problem connecting to the video service' / 'Please try again in a few
 * minutes', and the stream entitlements are cleared (the same texts the login
 * check shows when the entitlements call fails). Until the next login check
 * (every route change, client/account/use-login-check.ts) the viewer's cards
 * show their locked messages; that check sets the entitlements of the
 * session again (client/state/user-state.ts setUserData).
 */
/** The parts of the app's store it touches (client/state/app-store.ts). */
export interface VideoServiceStores {
  payload: Pick<PagePayload, 'locale'>
  ui: Pick<UiState, 'errorNotification'>
  user: Pick<UserState, 'entitlements' | 'ownedEntitlements'>
}

export function videoServiceFailed(store: VideoServiceStores): void {
  const t = translator(store.payload.locale)
  showErrorNotification(store.ui, t('notice.videoServiceTitle'), t('notice.videoServiceMessage'))
  store.user.entitlements = []
  store.user.ownedEntitlements = []
}
