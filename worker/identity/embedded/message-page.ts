/**
 * The portal's pages that only tell the supporter something: 'Check your
 * inbox', a spent or expired link, a refused request. Each says what happened
 * and what to do next, with a way forward.
 */
import { html, type Markup } from './html'
import type { PortalPage } from './portal-html'

export interface MessageView {
  title: string
  paragraphs: ReadonlyArray<string | Markup>
  actions?: ReadonlyArray<{ href: string; label: string; secondary?: boolean }>
  /** A short note in a box under the text (e.g. where to read mail locally). */
  aside?: Markup
}

export function messagePage(view: MessageView): PortalPage {
  return {
    title: view.title,
    main: html`<h1>${view.title}</h1>
${view.paragraphs.map((p) => html`<p>${p}</p>`)}
${view.aside ? html`<div class="notice notice--info">${view.aside}</div>` : ''}
${
  view.actions?.length
    ? html`<div class="stack">${view.actions.map((a) => html`<a class="btn${a.secondary ? ' btn--secondary' : ''}" href="${a.href}">${a.label}</a>`)}</div>`
    : ''
}`,
  }
}

/** A portal link the site made wrongly, or that someone altered: no redirect, just this page (issue 8 §10). */
export function badRequestPage(): PortalPage {
  return messagePage({
    title: 'This sign-in link is not valid',
    paragraphs: [
      'The link that brought you here is incomplete or was changed, so we cannot send you back from it.',
      'Go back to the club site and choose Log In again.',
    ],
    actions: [{ href: '/', label: 'Back to the club site' }],
  })
}

export function notFoundPage(): PortalPage {
  return messagePage({
    title: 'Page not found',
    paragraphs: ['There is no such page in your supporter account.'],
    actions: [
      { href: '/sso/login', label: 'Sign in' },
      { href: '/', label: 'Back to the club site', secondary: true },
    ],
  })
}

/** A form posted from another site, or too large to read. */
export function refusedPage(title: string, text: string): PortalPage {
  return messagePage({ title, paragraphs: [text], actions: [{ href: '/sso/login', label: 'Go to sign in' }] })
}
