/**
 * The portal's profile page (SPEC §1: profile is a portal page the site links
 * out to) and the developer's outbox (local mail, never in production).
 */
import type { Account } from '../../db/accounts'
import { csrfField } from './form-fields'
import { html } from './html'
import type { StoredMail } from '../../mail/outbox'
import type { PortalPage } from './portal-html'

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })

export function profilePage(account: Account, csrf: string): PortalPage {
  const confirmed = account.emailConfirmedAt ? DATE.format(new Date(account.emailConfirmedAt)) : 'Not yet'
  return {
    title: 'Your account',
    main: html`<h1>Hello, ${account.forename || account.displayName}</h1>
<p class="lead">Your Ipswich Town supporter account.</p>
<dl class="details">
  <dt>Name</dt><dd>${account.displayName}</dd>
  <dt>Email address</dt><dd>${account.email}</dd>
  <dt>Account ID</dt><dd><code>${account.ssoId}</code></dd>
  <dt>Email confirmed</dt><dd>${confirmed}</dd>
</dl>
<div class="stack">
  <a class="btn" href="/">Back to the club site</a>
  <a class="btn btn--secondary" href="/sso/forgot-password">Change your password</a>
</div>
<form method="post" action="/sso/logout" class="note">
  ${csrfField(csrf)}
  <button type="submit" class="btn btn--link">Sign out of your supporter account</button>
</form>`,
  }
}

export function outboxPage(mails: readonly StoredMail[]): PortalPage {
  return {
    title: 'Development outbox',
    plain: true,
    wide: true,
    main: html`<h1>Development outbox</h1>
<p class="lead">Mail the portal would have sent, newest first (the latest 50). This page exists only outside production.</p>
${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
${mails.map(
  (mail) => html`<article class="mail" aria-labelledby="mail-${mail.id}">
  <h2 id="mail-${mail.id}">${mail.subject}</h2>
  <p class="meta">To ${mail.recipient} · <time datetime="${mail.createdAt}">${mail.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
  <pre>${mail.bodyText}</pre>
  ${mail.link ? html`<a class="btn btn--secondary" href="${mail.link}" rel="noreferrer">Open the link<span class="visually-hidden"> in “${mail.subject}” to ${mail.recipient}</span></a>` : ''}
</article>`,
)}`,
  }
}
