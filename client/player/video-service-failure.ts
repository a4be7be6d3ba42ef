import { translator } from '../../shared/i18n'
import type { AppState } from '../state/app-store'
import { showErrorNotification } from '../state/ui-state'

/**
 * SPEC §8.3 video service connection failure: the error notice 'There was a
 * problem connecting to the video service' / 'Please try again in a few
 * minutes', and the stream entitlements are cleared (the same texts the login
 * check shows when the entitlements call fails).
 */
export function videoServiceFailed(store: AppState): void {
  const t = translator(store.payload.locale)
  showErrorNotification(store.ui, t('notice.videoServiceTitle'), t('notice.videoServiceMessage'))
  store.user.entitlements = []
  store.user.ownedEntitlements = []
}
