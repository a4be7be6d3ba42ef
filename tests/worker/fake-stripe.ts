import { type MockInstance, vi } from 'vitest'

/**
 * api.stripe.com as the tests' outside world (TOOLCHAIN "Stripe": intercept
 * fetch): the real SDK's requests are recorded and answered with Stripe's
 * JSON shapes (API version of the installed SDK: the period on the item, the
 * invoice's subscription under parent). Other hosts go to the real fetch.
 */
export interface StripeRequest {
  method: string
  path: string
  /** The form-encoded body (or query) as Stripe receives it: 'line_items[0][quantity]' → '1'. */
  params: Map<string, string>
}

export interface FakeSubscription {
  id: string
  customer: string
  status: string
  cancel_at_period_end?: boolean
  cancel_at?: number | null
  current_period_start: number
  current_period_end: number
  ended_at?: number | null
  canceled_at?: number | null
  metadata: Record<string, string>
  /** The invoice of the current period. */
  latest_invoice?: string | null
}

/** One payment of an invoice (GET /v1/invoice_payments answers from these). */
export interface FakeInvoicePayment {
  invoice: string
  paymentIntent: string
  /** The subscription the invoice bills; null for an invoice of no subscription. */
  subscription: string | null
  status?: 'paid' | 'open' | 'canceled'
}

export function subscriptionObject(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    cancel_at: sub.cancel_at ?? null,
    cancel_at_period_end: sub.cancel_at_period_end ?? false,
    canceled_at: sub.canceled_at ?? null,
    created: sub.current_period_start,
    currency: 'gbp',
    customer: sub.customer,
    ended_at: sub.ended_at ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: sub.current_period_start,
          current_period_end: sub.current_period_end,
          price: {
            id: 'price_fake',
            object: 'price',
            unit_amount: 599,
            currency: 'gbp',
            recurring: { interval: 'month', interval_count: 1 },
          },
          quantity: 1,
          subscription: sub.id,
        },
      ],
      has_more: false,
    },
    latest_invoice: sub.latest_invoice ?? null,
    livemode: false,
    metadata: sub.metadata,
    start_date: sub.current_period_start,
    status: sub.status,
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Request-Id': `req_${crypto.randomUUID()}` },
  })

const missing = (what: string) =>
  json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } }, 404)

export class FakeStripe {
  readonly requests: StripeRequest[] = []
  readonly subscriptions = new Map<string, FakeSubscription>()
  readonly checkoutSessions = new Map<string, Record<string, unknown>>()
  readonly customers = new Set<string>()
  readonly invoicePayments: FakeInvoicePayment[] = []
  /** How many objects a list page holds at most (Stripe's limit parameter, capped here so tests can make several pages). */
  pageSize = 100
  /** Answer this status (with Stripe-Should-Retry: false) to requests whose path matches. */
  failing: { path: RegExp; status: number } | null = null
  spy: MockInstance<typeof fetch>
  private sessionCount = 0

  constructor() {
    const realFetch = globalThis.fetch
    this.spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (url.hostname !== 'api.stripe.com') return realFetch(input, init)
      // Bytes, not .text(): workerd warns on .text() of a form-encoded body, which is what the SDK sends.
      const body = request.method === 'GET' ? url.search.slice(1) : new TextDecoder().decode(await request.arrayBuffer())
      const recorded = { method: request.method, path: url.pathname, params: new Map(new URLSearchParams(body)) }
      this.requests.push(recorded)
      if (this.failing?.path.test(url.pathname)) {
        return new Response(JSON.stringify({ error: { type: 'api_error', message: 'fake outage' } }), {
          status: this.failing.status,
          headers: { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false' },
        })
      }
      return this.answer(recorded)
    })
  }

  /** Requests to api.stripe.com only. */
  get calls(): number {
    return this.requests.length
  }

  private answer({ method, path, params }: StripeRequest): Response {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake${++this.sessionCount}${crypto.randomUUID().replaceAll('-', '')}`
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        mode: params.get('mode'),
      }
      this.checkoutSessions.set(id, session)
      return json(session)
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (method === 'GET' && sessionMatch) {
      const session = this.checkoutSessions.get(sessionMatch[1]!)
      return session ? json(session) : missing('checkout.session')
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (method === 'GET' && subMatch) {
      const sub = this.subscriptions.get(subMatch[1]!)
      return sub ? json(subscriptionObject(sub)) : missing('subscription')
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      // Stripe lists newest first; without a customer, every customer's. Without status=all, ended ones are left out.
      const customer = params.get('customer')
      const all = [...this.subscriptions.values()]
        .reverse()
        .filter(
          (sub) => (customer === undefined || sub.customer === customer) && (params.get('status') === 'all' || sub.status !== 'canceled'),
        )
      return json(this.page(all.map(subscriptionObject), params, '/v1/subscriptions'))
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = params.get('invoice')
      const intent = params.get('payment[payment_intent]')
      const expandInvoice = [...params].some(([key, value]) => key.startsWith('expand') && value === 'data.invoice')
      const data = this.invoicePayments
        .filter((p) => (invoice === undefined || p.invoice === invoice) && (intent === undefined || p.paymentIntent === intent))
        .map((p, index) => ({
          id: `inpay_${p.invoice}_${index}`,
          object: 'invoice_payment',
          amount_paid: p.status === 'paid' || p.status === undefined ? 599 : null,
          amount_requested: 599,
          currency: 'gbp',
          invoice: expandInvoice ? invoiceObject(p) : p.invoice,
          is_default: true,
          livemode: false,
          payment: { type: 'payment_intent', payment_intent: p.paymentIntent },
          status: p.status ?? 'paid',
        }))
      return json(this.page(data, params, '/v1/invoice_payments'))
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = params.get('customer') ?? ''
      if (!this.customers.has(customer)) return missing('customer')
      return json({
        id: 'bps_fake',
        object: 'billing_portal.session',
        customer,
        return_url: params.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${customer}`,
      })
    }
    if (method === 'POST' && path === '/v1/customers') {
      const id = `cus_fake${this.customers.size + 1}`
      this.customers.add(id)
      return json({ id, object: 'customer', email: params.get('email') })
    }
    return json({ error: { type: 'invalid_request_error', message: `fake stripe has no ${method} ${path}` } }, 400)
  }

  /** A list page as Stripe answers it: `limit` objects after `starting_after`, and whether more follow. */
  private page(all: Array<{ id: string }>, params: Map<string, string>, url: string) {
    const after = params.get('starting_after')
    const start = after === undefined ? 0 : all.findIndex((item) => item.id === after) + 1
    const size = Math.min(Number(params.get('limit') ?? 10), this.pageSize)
    return { object: 'list', data: all.slice(start, start + size), has_more: start + size < all.length, url }
  }
}

function invoiceObject(payment: FakeInvoicePayment) {
  return {
    id: payment.invoice,
    object: 'invoice',
    status: 'paid',
    parent: payment.subscription
      ? { type: 'subscription_details', quote_details: null, subscription_details: { subscription: payment.subscription, metadata: {} } }
      : null,
  }
}
