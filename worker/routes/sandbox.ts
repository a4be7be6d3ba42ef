import { type Context, Hono } from 'hono'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import type { AppEnv } from '../env'
import { type PortalAction, changeSubscription, paySession } from '../payments/sandbox/checkout-actions'
import { deliverEvents } from '../payments/sandbox/deliver'
import { discountedAmount, sandboxLine } from '../payments/sandbox/backend'
import { checkoutPage, messagePage, portalPage } from '../payments/sandbox/pages'
import { formToken, formTokenValid } from '../payments/sandbox/secrets'
import { customerEmail, customerSubscriptions, findPortalSession, findSession } from '../payments/sandbox/store'
import { sandboxOpen } from '../payments/payments-configured'
import { capBody, tooLargeMessage } from './body-reader'
import { paymentWebhook } from './payment-webhook'

/**
 * The payments sandbox (issue 11 §7): Stripe's hosted checkout and customer
 * portal, played by the worker when STRIPE_SECRET_KEY is not set, in
 * development and the tests only. Elsewhere every /sandbox/* path is 404. Buttons are POST forms carrying a token
 * only our page has, and a foreign Origin is refused (CSRF).
 */
export const sandbox = new Hono<AppEnv>()

const nowSeconds = () => Math.floor(Date.now() / 1000)

sandbox.use('*', async (c, next) => {
  // Development only, and only without a Stripe key (issue 18 §3): anywhere else the site's 404.
  if (!sandboxOpen(c.env)) return c.notFound()
  await next()
  c.header('Cache-Control', 'no-store')
})

// issue 18 §8: a button's form is a token; a body over BODY_CAPS.form is refused (413) before any form is read or acted on.
sandbox.use(
  '*',
  capBody(BODY_CAPS.form, (c) => c.html(messagePage('Too much to send', tooLargeMessage('This form', BODY_CAPS.form)), 413)),
)

async function formOk(c: Context<AppEnv>, action: string): Promise<boolean> {
  const origin = c.req.header('Origin')
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return false
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  return formTokenValid(c.env, action, form.token)
}

const refused = (c: Context<AppEnv>) =>
  c.html(messagePage('Request refused', 'This button belongs to another page. Go back and try again.'), 403)

/** Events go to the webhook sub-app in-process: the handler production uses. */
function deliver(c: Context<AppEnv>, events: Parameters<typeof deliverEvents>[3]) {
  return deliverEvents(
    c.env,
    (request) => Promise.resolve(paymentWebhook.fetch(request, c.env, c.executionCtx)),
    new URL(c.req.url).origin,
    events,
  )
}

sandbox.get('/checkout/:id', async (c) => {
  const session = await findSession(c.env.DB, c.req.param('id'))
  if (!session) return c.notFound()
  if (session.status !== 'open' || session.expiresAt <= nowSeconds()) {
    return c.html(
      messagePage('Checkout closed', 'This checkout has already been paid or has expired.', { href: '/', label: 'Back to the club site' }),
      410,
    )
  }
  const line = await sandboxLine(c.env.DB, session.params)
  const amount = await discountedAmount(c.env.DB, session.params, line)
  const email =
    session.params.customer_email ?? (session.params.customer ? ((await customerEmail(c.env.DB, session.params.customer)) ?? '') : '')
  return c.html(checkoutPage({ id: session.id, line, amount, email, token: await formToken(c.env, `checkout:${session.id}`) }))
})

sandbox.post('/checkout/:id/pay', async (c) => {
  const id = c.req.param('id')
  if (!(await formOk(c, `checkout:${id}`))) return refused(c)
  const result = await paySession(c.env.DB, id, nowSeconds())
  if (result.outcome === 'notFound') return c.notFound()
  if (result.outcome === 'expired')
    return c.html(messagePage('Checkout expired', 'Nothing was charged. Start again from the club site.'), 410)
  if (result.outcome === 'paid') await deliver(c, result.events)
  return c.redirect(result.redirect, 303)
})

sandbox.post('/checkout/:id/cancel', async (c) => {
  const id = c.req.param('id')
  if (!(await formOk(c, `checkout:${id}`))) return refused(c)
  const session = await findSession(c.env.DB, id)
  if (!session?.params.cancel_url) return c.notFound()
  return c.redirect(session.params.cancel_url, 303)
})

const ACTIONS: readonly PortalAction[] = ['cancel-at-period-end', 'resume', 'cancel-now']

sandbox.get('/portal/:id', async (c) => {
  const portal = await findPortalSession(c.env.DB, c.req.param('id'))
  if (!portal || portal.expiresAt <= nowSeconds()) return c.notFound()
  const subscriptions = await customerSubscriptions(c.env.DB, portal.customerId)
  const tokens = new Map<string, string>()
  for (const sub of subscriptions) {
    for (const action of ACTIONS) tokens.set(`${sub.id}:${action}`, await formToken(c.env, `portal:${portal.id}:${sub.id}:${action}`))
  }
  return c.html(portalPage({ id: portal.id, subscriptions, tokens, returnUrl: portal.returnUrl }))
})

sandbox.post('/portal/:id/subscriptions/:sub/:action', async (c) => {
  const { id, sub, action } = c.req.param()
  const portal = await findPortalSession(c.env.DB, id)
  if (!portal || portal.expiresAt <= nowSeconds() || !ACTIONS.includes(action as PortalAction)) return c.notFound()
  if (!(await formOk(c, `portal:${id}:${sub}:${action}`))) return refused(c)
  const event = await changeSubscription(c.env.DB, portal.customerId, sub, action as PortalAction, nowSeconds())
  if (event) await deliver(c, [event])
  return c.redirect(`/sandbox/portal/${id}`, 303)
})
