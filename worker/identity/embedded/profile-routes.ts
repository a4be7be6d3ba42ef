/**
 * GET /sso/profile (needs the portal session), POST /sso/logout (ends it; the
 * site's own session is the site's business) and GET /sso/outbox, the
 * developer's mailbox, a 404 outside development and test.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { FORM_EXPIRED } from './change-password'
import { formToken, formTokenValid } from './form-csrf'
import { html } from './html'
import { notFoundPage } from './message-page'
import { latestMail } from '../../mail/outbox'
import { configOf } from '../../config'
import { readForm } from './portal-form'
import { portalResponse } from './portal-html'
import { endPortalSession, readPortalSession } from './portal-session'
import { outboxPage, profilePage } from './profile-page'

export const profileRoutes = new Hono<AppEnv>()

const OUTBOX_SIZE = 50

profileRoutes.get('/profile', async (c) => {
  const account = await readPortalSession(c)
  // The portal on its own: signing in from there ends on this page again.
  if (!account) return c.redirect('/sso/login', 303)
  return portalResponse(c, 200, profilePage(account, await formToken(c)))
})

profileRoutes.post('/logout', async (c) => {
  if (!(await formTokenValid(c, (await readForm(c)).csrf))) {
    const account = await readPortalSession(c)
    if (!account) return c.redirect('/sso/login', 303)
    const page = profilePage(account, await formToken(c))
    return portalResponse(c, 403, { ...page, main: html`<div class="summary" role="alert"><p>${FORM_EXPIRED}</p></div>${page.main}` })
  }
  endPortalSession(c)
  return c.redirect('/sso/login?signedOut=1', 303)
})

profileRoutes.get('/outbox', async (c) => {
  // Development and test only (issue 18 §4); routes/sso.ts answers the site's own 404 in production first.
  if (!configOf(c.env).developmentFeatures) return portalResponse(c, 404, notFoundPage())
  return portalResponse(c, 200, outboxPage(await latestMail(c.env.DB, OUTBOX_SIZE)))
})
