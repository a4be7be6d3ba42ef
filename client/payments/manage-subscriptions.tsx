import { useState } from 'react'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'
import { openCustomerPortal, type PortalOutcome } from './portal'

/**
 * The account panel's Manage Subscriptions button (issue 11 §6): the
 * customer portal for the supporter's own subscriptions, with the SPEC §8.3
 * messages said beside it when there is nothing to manage or it fails.
 */
export function ManageSubscriptions() {
  const t = useT()
  const { user } = useAppSnapshot()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<PortalOutcome | null>(null)
  if (!user.loggedIn || user.blocked) return null
  const press = async () => {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    const result = await openCustomerPortal(user.stripeCustomerID)
    setOutcome(result)
    if (result !== 'leaving') setBusy(false)
  }
  const message =
    outcome === 'noSubscriptions' ? t('account.noSubscriptions') : outcome === 'unavailable' ? t('account.subscriptionsIssue') : ''
  return (
    <div className="account-panel__subscriptions">
      <button type="button" className="chrome-button chrome-button--ghost" onClick={press} aria-disabled={busy || undefined}>
        {t('account.manageSubscriptions')}
      </button>
      <p className="account-panel__subscriptions-message" role="status">
        {message}
      </p>
    </div>
  )
}
