/**
 * The sandbox's stand-ins for Stripe's hosted pages (issue 11 §7): plain
 * server-rendered HTML, outside the club site's shell like Stripe's own, and
 * marked TEST MODE on every page. Forms post back with a CSRF token.
 */
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { SandboxLine, SubscriptionRecord } from './objects'

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f6f8fa; color: #1a1f36; }
  .test-mode { background: #ffb020; color: #3b2500; text-align: center; font-weight: 700; padding: 8px; letter-spacing: 0.08em; }
  main { max-width: 480px; margin: 32px auto; background: #fff; border-radius: 8px; padding: 24px 28px; box-shadow: 0 2px 8px #0002; }
  h1 { font-size: 1.3rem; margin: 0 0 16px; }
  table { width: 100%; border-collapse: collapse; margin: 12px 0 20px; }
  td, th { padding: 6px 0; text-align: left; } td.amount, th.amount { text-align: right; }
  tfoot td { border-top: 1px solid #e3e8ee; font-weight: 700; }
  button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 1px solid #635bff; cursor: pointer; }
  button.primary { background: #635bff; color: #fff; width: 100%; margin-bottom: 10px; }
  button.secondary { background: #fff; color: #635bff; width: 100%; }
  .note { color: #5a6478; font-size: 0.9rem; }
  .subscription { border: 1px solid #e3e8ee; border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
  .subscription form { display: inline-block; margin: 8px 8px 0 0; }
`

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex,nofollow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>TEST MODE · ${title}</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <div class="test-mode" role="status">TEST MODE · payments sandbox · no card is charged</div>
    <main>${body}</main>
  </body>
</html>`
}

export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)
}

export function checkoutPage(input: { id: string; line: SandboxLine; amount: number; email: string; token: string }) {
  const { line } = input
  const per = line.interval === 'month' ? ' per month' : ''
  const discount = line.unitAmount - input.amount
  return layout(
    `Pay ${line.name}`,
    html`<h1>Pay the club</h1>
      <p class="note">Checkout for ${input.email || 'your account'}</p>
      <table aria-label="Line items">
        <thead><tr><th>Item</th><th>Qty</th><th class="amount">Price</th></tr></thead>
        <tbody>
          <tr><td>${line.name}${line.description ? html`<br /><span class="note">${line.description}</span>` : ''}</td><td>1</td><td class="amount">${money(line.unitAmount, line.currency)}${per}</td></tr>
          ${discount > 0 ? html`<tr><td>Discount</td><td></td><td class="amount">−${money(discount, line.currency)}</td></tr>` : ''}
        </tbody>
        <tfoot><tr><td>Total due today</td><td></td><td class="amount">${money(input.amount, line.currency)}</td></tr></tfoot>
      </table>
      <form method="post" action="/sandbox/checkout/${input.id}/pay">
        <input type="hidden" name="token" value="${input.token}" />
        <button class="primary" type="submit">Pay ${money(input.amount, line.currency)}${per}</button>
      </form>
      <form method="post" action="/sandbox/checkout/${input.id}/cancel">
        <input type="hidden" name="token" value="${input.token}" />
        <button class="secondary" type="submit">Cancel</button>
      </form>
      <p class="note">This is the site's built-in payments sandbox (no STRIPE_SECRET_KEY is set). 'Pay' sends the same signed events Stripe would.</p>`,
  )
}

const date = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' })

function statusText(sub: SubscriptionRecord): string {
  if (sub.status === 'canceled') return `Cancelled${sub.endedAt ? ` on ${date(sub.endedAt)}` : ''}`
  if (sub.cancelAtPeriodEnd) return `Cancels on ${date(sub.currentPeriodEnd)}`
  return `Renews on ${date(sub.currentPeriodEnd)}`
}

export function portalPage(input: { id: string; subscriptions: SubscriptionRecord[]; tokens: Map<string, string>; returnUrl: string }) {
  const button = (sub: SubscriptionRecord, action: string, label: string) =>
    html`<form method="post" action="/sandbox/portal/${input.id}/subscriptions/${sub.id}/${action}">
      <input type="hidden" name="token" value="${input.tokens.get(`${sub.id}:${action}`) ?? ''}" />
      <button class="secondary" type="submit">${label}</button>
    </form>`
  const rows = input.subscriptions.map(
    (sub) => html`<div class="subscription">
      <strong>${sub.item.price.nickname}</strong> · ${money(sub.item.price.unitAmount, sub.item.price.currency)} per month
      <div class="note">${statusText(sub)}</div>
      ${sub.status === 'canceled' ? '' : sub.cancelAtPeriodEnd ? button(sub, 'resume', 'Keep subscription') : button(sub, 'cancel-at-period-end', 'Cancel at period end')}
      ${sub.status === 'canceled' ? '' : button(sub, 'cancel-now', 'Cancel now')}
    </div>`,
  )
  return layout(
    'Manage subscriptions',
    html`<h1>Your subscriptions</h1>
      ${rows.length > 0 ? rows : html`<p>You have no subscriptions</p>`}
      <p><a href="${input.returnUrl}">Return to the club site</a></p>`,
  )
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }) {
  return layout(title, html`<h1>${title}</h1><p>${text}</p>${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}`)
}
