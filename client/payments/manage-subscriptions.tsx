import { useState } from 'react'
import { useT } from '../hooks/use-t'
import { useAppSnapshot } from '../state/store-context'
import { openCustomerPortal, type PortalOutcome } from './portal'

/** Where the button sits: the account panel, or a package card that asks for a cancellation first (SPEC §4.11). */
export type ManageSubscriptionsPlace = 'account' | 'card'

const CLASSES: Record<ManageSubscriptionsPlace, { box: string; button: string; message: string }> = {
  account: {
    box: 'account-panel__subscriptions',
    button: 'chrome-button chrome-button--ghost',
    message: 'account-panel__subscriptions-message',
  },
  card: { box: 'package-card__manage', button: 'package-card__buy package-card__buy--manage', message: 'package-card__message' },
}

/**
 * The Manage Subscriptions button (issue 11 §6): the customer portal for the
 * supporter's own subscriptions, with the SPEC §8.3 messages said beside it
 * when there is nothing to manage or it fails. The account panel holds one;
 * so does a package card that must wait for a cheaper subscription to be
 * cancelled (§4.11), so the supporter can cancel it from where they are.
 */
export function ManageSubscriptions({ place = 'account' }: { place?: ManageSubscriptionsPlace }) {
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
  const classes = CLASSES[place]
  return (
    <div className={classes.box}>
      <button type="button" className={classes.button} onClick={press} aria-disabled={busy || undefined}>
        {t('account.manageSubscriptions')}
      </button>
      <p className={classes.message} role="status">
        {message}
      </p>
    </div>
  )
}
