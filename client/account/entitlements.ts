/**
 * SPEC §4.6 "after login … the session state is read": the entitlements call
 * of §7. §5: only 200 and 404 are accepted (404: no entitlements). §8.3: any
 * other answer, or none, shows 'There was a problem connecting to the video
 * service' / 'Please try again in a few minutes' and clears the entitlements.
 */
import { translator } from '../../shared/i18n'
import { entitlementsOutcome } from '../../shared/rules/login-check'
import type { EntitlementsResponse } from '../../shared/types/account'
import type { AppState } from '../state/app-store'
import { showErrorNotification } from '../state/ui-state'
import { setEntitlements } from '../state/user-state'
import { callApi } from './api'

export async function readEntitlements(store: AppState): Promise<void> {
  const ssoID = store.user.ssoID
  if (!ssoID) return
  const { answer, body } = await callApi<EntitlementsResponse>('GET', `/api/streamline/users/entitlements/${encodeURIComponent(ssoID)}`)
  // Signed out or switched account while the call was out: the answer is someone else's.
  if (!store.user.loggedIn || store.user.ssoID !== ssoID) return
  const outcome = entitlementsOutcome(answer)
  const attributes = outcome === 'stored' ? body?.data?.attributes : undefined
  if (attributes) {
    setEntitlements(store.user, attributes.entitlements, attributes.stripeCustomerID, attributes.ownedEntitlements)
    return
  }
  setEntitlements(store.user, [], store.user.stripeCustomerID)
  if (outcome === 'noEntitlements') return
  // A failure, or a 200 that carried no entitlements response: the video service could not be read.
  const t = translator(store.payload.locale)
  showErrorNotification(store.ui, t('notice.videoServiceTitle'), t('notice.videoServiceMessage'))
}
