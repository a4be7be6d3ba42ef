/**
 * The buy flow of SPEC §4.10 as the browser runs it: the pure rule
 * (shared/rules/buy-flow.ts) decides, this carries it out. Checkout is
 * POST /api/payments/create-checkout, then the browser goes to the hosted
 * checkout the server named (Stripe's, or the sandbox's).
 */
import { subscribe } from 'valtio'
import { buyAction } from '../../shared/rules/buy-flow'
import type { BuyRefusalReason, CreateCheckoutRequest, CreateCheckoutResponse, Package, PriceOption } from '../../shared/types/payments'
import { callApi } from '../account/api'
import type { AppState } from '../state/app-store'
import { closeOverlay, openLoginPrompt, openOverlay } from '../state/ui-state'

/** What the card shows after a press: nothing (something opened or the page is leaving), or a message. */
export type BuyOutcome =
  | { kind: 'done' }
  | { kind: 'leaving' }
  | { kind: 'refused'; reason: BuyRefusalReason | null; message: string | null }
  | { kind: 'unavailable' }

export interface BuyTexts {
  loginToPurchase: string
}

export async function pressBuy(store: AppState, pkg: Package, price: PriceOption, texts: BuyTexts): Promise<BuyOutcome> {
  await loginCheckSettled(store)
  const action = buyAction({
    loggedIn: store.user.loggedIn,
    held: store.user.ownedEntitlements,
    packageType: pkg.attributes.packageType,
    priceEntitlements: price.accessData.entitlements,
    purchasable: pkg.attributes.purchasable,
  })
  if (action.kind === 'loginPrompt') {
    closeOverlay(store.ui, 'packages')
    openLoginPrompt(store.ui, texts.loginToPurchase)
    return { kind: 'done' }
  }
  if (action.kind === 'accountPanel') {
    openAccountPanel(store)
    return { kind: 'done' }
  }
  if (action.kind === 'refused') return { kind: 'refused', reason: action.reason, message: null }
  return startCheckout(store, pkg, price, texts)
}

/**
 * The cards are pressable from the first paint; a press before the §4.6 login
 * check has answered waits for it, so a signed-in supporter is not asked to
 * log in (or refused as signed out) for having been quick.
 */
function loginCheckSettled(store: AppState): Promise<void> {
  if (store.user.loginCheckCompleted) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = subscribe(store.user, () => {
      if (!store.user.loginCheckCompleted) return
      stop()
      resolve()
    })
  })
}

function openAccountPanel(store: AppState): void {
  closeOverlay(store.ui, 'packages')
  openOverlay(store.ui, 'accountHeader')
}

async function startCheckout(store: AppState, pkg: Package, price: PriceOption, texts: BuyTexts): Promise<BuyOutcome> {
  const request: CreateCheckoutRequest = { packageID: pkg.id, priceID: price.id }
  if (typeof price.matchID === 'number') request.matchID = price.matchID
  if (store.ui.voucherCoupon) request.coupon = store.ui.voucherCoupon
  const result = await callApi<CreateCheckoutResponse>('POST', '/api/payments/create-checkout', request)
  const { answer, body } = result
  if (answer !== 'networkError' && answer.status === 200 && body?.url && isOurCheckout(body.url)) {
    // SPEC §8.3: an external URL is reached by replacing the location.
    location.replace(body.url)
    return { kind: 'leaving' }
  }
  if (answer === 'networkError' || answer.status >= 500) return { kind: 'unavailable' }
  if (answer.status === 401) {
    closeOverlay(store.ui, 'packages')
    openLoginPrompt(store.ui, texts.loginToPurchase)
    return { kind: 'done' }
  }
  if (answer.code === 'already_entitled') {
    openAccountPanel(store)
    return { kind: 'done' }
  }
  const reason = (body as { errors?: Array<{ reason?: BuyRefusalReason }> } | null)?.errors?.[0]?.reason ?? null
  return { kind: 'refused', reason, message: result.message }
}

/** The server only ever names Stripe's checkout or our own sandbox page; anything else is not followed. */
function isOurCheckout(url: string): boolean {
  try {
    const target = new URL(url, location.href)
    return target.origin === location.origin || (target.protocol === 'https:' && target.hostname === 'checkout.stripe.com')
  } catch {
    return false
  }
}
