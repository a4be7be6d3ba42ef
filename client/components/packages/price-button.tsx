import { useState } from 'react'
import { priceButtonLabel } from '../../../shared/rules/buy-flow'
import type { Package, PriceOption } from '../../../shared/types/payments'
import { useT } from '../../hooks/use-t'
import { type BuyOutcome, pressBuy } from '../../payments/checkout'
import { useAppSnapshot, useStore } from '../../state/store-context'

/**
 * SPEC §2.8 price button ('Buy - {amount}', ' p/m' for monthly, 'Manage
 * Subscriptions' when held) and what pressing it does (§4.10, through
 * shared/rules/buy-flow.ts). A refusal or a failed checkout is said right
 * under the button, where the supporter is looking.
 */
export function PriceButton({ pkg, price }: { pkg: Package; price: PriceOption }) {
  const t = useT()
  const store = useStore()
  const { user } = useAppSnapshot()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<BuyOutcome | null>(null)
  const label = priceButtonLabel(
    {
      // Issue 22 §1: the page is rendered for the viewer's class, so this is right from the first paint.
      loggedIn: user.loggedIn,
      held: user.ownedEntitlements,
      packageType: pkg.attributes.packageType,
      priceEntitlements: price.accessData.entitlements,
    },
    price,
  )
  const press = async () => {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    const result = await pressBuy(store, pkg, price, { loginToPurchase: t('packages.loginToPurchase') })
    setOutcome(result)
    // Leaving for checkout: the button stays busy until the page goes.
    if (result.kind !== 'leaving') setBusy(false)
  }
  const text =
    label.kind === 'manage'
      ? t('packages.manage')
      : t('packages.buy', { amount: label.amount }) + (label.monthly ? t('packages.perMonth') : '')
  return (
    <>
      <button
        type="button"
        className={`package-card__buy${label.kind === 'manage' ? ' package-card__buy--manage' : ''}`}
        onClick={press}
        aria-disabled={busy || undefined}
        data-price={price.id}
      >
        {text}
      </button>
      <p className="package-card__message" role="status">
        {outcomeText(outcome, t)}
      </p>
    </>
  )
}

function outcomeText(outcome: BuyOutcome | null, t: ReturnType<typeof useT>): string {
  if (!outcome || outcome.kind === 'done') return ''
  if (outcome.kind === 'leaving') return t('packages.starting')
  if (outcome.kind === 'unavailable') return t('packages.checkoutUnavailable')
  // The reason in this page's language when the server named one; its own words otherwise.
  if (outcome.reason) return t(`packages.refused.${outcome.reason}`)
  return outcome.message ?? t('packages.checkoutUnavailable')
}
