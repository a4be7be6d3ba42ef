/**
 * paymentsBackend(env): Stripe itself when STRIPE_SECRET_KEY is set (the
 * `stripe` SDK over its fetch HTTP client, which workerd runs), the embedded
 * sandbox where development features are on and no key is (ARCHITECTURE
 * "Payments"; issue 11 §7). In production without a key buying is off
 * (worker/config/payments-settings.ts): never the sandbox.
 */
import Stripe from 'stripe'
import type { Bindings } from '../env'
import {
  BackendError,
  type CheckoutParams,
  checkoutSessionView,
  invoiceSubscription,
  type PaymentsBackend,
  type SubscriptionView,
  subscriptionView,
} from './backend'
import { sandboxBackend } from './sandbox/backend'
import { configOf } from '../config'
import { httpError } from '../http-errors'
import { PAYMENTS_NOT_CONFIGURED } from './payments-configured'

export type PaymentsEnv = Pick<Bindings, 'DB' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'AUTH_SIGNING_KEY'>

export function paymentsBackend(env: PaymentsEnv): PaymentsBackend {
  const payments = configOf(env).payments
  if (payments.state === 'off') throw httpError(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED)
  const settings = payments.settings
  return settings.mode === 'stripe' ? stripeBackend(settings.secretKey, settings.webhookSecret) : sandboxBackend(env)
}

function stripeBackend(secretKey: string, webhookSecret: string | null): PaymentsBackend {
  const stripe = new Stripe(secretKey, {
    // Looked up per call, so the global fetch in force at the time is used (tests intercept it there).
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    // Stripe's own advice: retry network failures, with the idempotency keys the SDK adds to POSTs.
    maxNetworkRetries: 2,
    timeout: 20_000,
  })
  return {
    mode: 'stripe',
    async createCheckoutSession(params: CheckoutParams) {
      const session = await call(() => stripe.checkout.sessions.create(params))
      if (!session.url) throw new BackendError('unavailable', 'Stripe returned a checkout session without a url')
      return { id: session.id, url: session.url }
    },
    async retrieveCheckoutSession(id) {
      return checkoutSessionView(await call(() => stripe.checkout.sessions.retrieve(id)))
    },
    async retrieveSubscription(id) {
      return subscriptionView(await call(() => stripe.subscriptions.retrieve(id)))
    },
    async listSubscriptions(customer) {
      const list = await call(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }))
      return list.data.map((sub): SubscriptionView => subscriptionView(sub))
    },
    async *allSubscriptions() {
      // The SDK's auto-pagination: one request per 100 subscriptions, whoever their customer.
      const pages = stripe.subscriptions.list({ status: 'all', limit: 100 })
      try {
        for await (const sub of pages) yield subscriptionView(sub)
      } catch (err) {
        throw stripeError(err)
      }
    },
    async invoicePaymentIntent(invoice) {
      const list = await call(() => stripe.invoicePayments.list({ invoice, limit: 10 }))
      const withIntent = list.data.filter((payment) => payment.payment.payment_intent)
      const paid = withIntent.find((payment) => payment.status === 'paid') ?? withIntent[0]
      const intent = paid?.payment.payment_intent
      return (typeof intent === 'string' ? intent : intent?.id) ?? null
    },
    async invoiceOfPaymentIntent(paymentIntent) {
      const list = await call(() =>
        stripe.invoicePayments.list({
          payment: { type: 'payment_intent', payment_intent: paymentIntent },
          expand: ['data.invoice'],
          limit: 1,
        }),
      )
      const invoice = list.data[0]?.invoice
      if (!invoice) return null
      if (typeof invoice === 'string') return { invoice, subscription: null }
      return { invoice: invoice.id as string, subscription: 'parent' in invoice ? invoiceSubscription(invoice) : null }
    },
    async createPortalSession(input) {
      const session = await call(() => stripe.billingPortal.sessions.create(input))
      return { url: session.url }
    },
    async createCustomer(input) {
      const customer = await call(() => stripe.customers.create(input))
      return { id: customer.id }
    },
    async webhookSecret() {
      return webhookSecret
    },
  }
}

/** Stripe's errors as ours: a 404 (resource_missing) is notFound, everything else unavailable. Never the key or the body. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (err) {
    throw stripeError(err)
  }
}

function stripeError(err: unknown): BackendError {
  const status = (err as { statusCode?: unknown }).statusCode
  const type = (err as { type?: unknown }).type
  if (status === 404) return new BackendError('notFound', `Stripe: ${String(type ?? 'not found')}`)
  return new BackendError('unavailable', `Stripe: ${String(type ?? 'error')} ${typeof status === 'number' ? status : ''}`.trim())
}
