/**
 * The embedded sign-on portal (the default provider): plays the club's
 * external portal under /sso/*. The site links out to it exactly as to a real
 * portal, with a client id, its return address and a state; the portal hands
 * the supporter back through the §4.6 token flow (../handoff.ts).
 */
import type { IdentityProvider } from '../provider'
import { beginSignIn } from '../handoff'
import { endPortalSession } from './portal-session'

export const EMBEDDED_CLIENT_ID = 'club-site'

export const embeddedProvider: IdentityProvider = {
  name: 'embedded',
  async start(c, { flow, returnTo }) {
    const state = beginSignIn(c)
    const portal = new URL(flow === 'register' ? '/sso/register' : '/sso/login', c.req.url)
    portal.searchParams.set('client_id', EMBEDDED_CLIENT_ID)
    portal.searchParams.set('redirect_uri', new URL(returnTo, c.req.url).href)
    portal.searchParams.set('state', state)
    return c.redirect(portal.pathname + portal.search, 302)
  },
  // The portal is served on the site's own host, so the logout answer can end its cookie (Path=/sso) directly.
  signOut: endPortalSession,
}
