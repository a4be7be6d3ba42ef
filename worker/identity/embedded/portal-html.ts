/**
 * The portal's page shell: the club bar with the crest, the club panel beside
 * the form on wide screens, a skip link, and the footer. Every portal
 * response is private and uncached, and sends no Referer (its addresses carry
 * states and one-time tokens).
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { html, type Markup, trusted } from './html'
import { PORTAL_CSS } from './portal-styles'

export const CLUB_NAME = 'Ipswich Town'
const CREST = '/images/crest.svg'

export interface PortalPage {
  /** The document title, before ' | Ipswich Town account'. */
  title: string
  main: Markup
  /** A wider card (the registration form). */
  wide?: boolean
  /** Without the club panel (the developer's outbox). */
  plain?: boolean
}

function hero(): Markup {
  return html`<aside class="hero" aria-label="About your ${CLUB_NAME} account">
  <img src="${CREST}" alt="" width="88" height="88">
  <h2>One account for everything Town</h2>
  <p>Sign in once to use the club's website and services.</p>
  <ul>
    <li>Watch Town TV live and on demand</li>
    <li>Buy match passes and memberships</li>
    <li>Keep your details in one place</li>
  </ul>
</aside>`
}

export function portalDocument(page: PortalPage): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="#0044a9">
<title>${page.title} | ${CLUB_NAME} account</title>
<link rel="icon" href="${CREST}" type="image/svg+xml">
<style>${trusted(PORTAL_CSS)}</style>
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="bar">
  <div class="bar__inner">
    <a class="brand" href="/sso/login">
      <img src="${CREST}" alt="" width="44" height="44">
      <span class="brand__name">${CLUB_NAME}<span class="brand__sub">Supporter account</span></span>
    </a>
    <a class="bar__back" href="/"><span class="wide-only">Back to the club site</span><span class="narrow-only">Club site</span></a>
  </div>
</header>
<div class="layout${page.plain ? ' layout--single' : ''}">
  ${page.plain ? '' : hero()}
  <main id="main" class="card${page.wide ? ' card--wide' : ''}" tabindex="-1">
${page.main}
  </main>
</div>
<footer class="foot">
  <div class="foot__inner">
    <span>© ${CLUB_NAME} Football Club</span>
    <span><a href="/privacy-notice">Privacy notice</a> · <a href="/terms-and-conditions">Terms and conditions</a></span>
  </div>
</footer>
</body>
</html>`.text
}

/** A portal page with its status, never cached, never leaking its address. */
export function portalResponse(c: Context<AppEnv>, status: number, page: PortalPage): Response {
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('X-Robots-Tag', 'noindex, nofollow')
  return c.html(portalDocument(page), status as 200)
}
