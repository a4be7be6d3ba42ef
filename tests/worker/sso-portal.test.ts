import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { AuthenticationResponse, SessionUser } from '../../shared/types/account'
import { handoffTokenOf, makeAccount, PASSWORD, PortalBrowser, pageText } from './sso-helpers'

describe('the embedded sign-on portal: sign in and hand back (SPEC §1, §4.6)', () => {
  it('a supporter signs in on the portal and comes back to the page they were on, signed in', async () => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    const portal = await browser.startSignIn('/videos?category=goals')
    expect(portal).toMatch(/^\/sso\/login\?client_id=club-site&redirect_uri=http%3A%2F%2Flocalhost%2Fvideos%3Fcategory%3Dgoals&state=/)

    const { response, html } = await browser.page(portal)
    expect(response.status).toBe(200)
    expect(pageText(html)).toContain('Forgot your password?')
    const back = await browser.portalSignIn(portal, `  ${fan.email.toUpperCase()} `, PASSWORD)
    expect(back.status).toBe(303)
    const location = back.headers.get('Location') ?? ''
    expect(location).toMatch(/^\/videos\?category=goals&loginSuccess=true#sso_token=[\w.-]+$/)
    expect(back.headers.get('Cache-Control')).toBe('no-store')
    expect(back.headers.get('Referrer-Policy')).toBe('no-referrer')
    const portalCookie = back.headers.getSetCookie().find((line) => line.startsWith('club_sso='))
    expect(portalCookie).toMatch(/Path=\/sso/)
    expect(portalCookie).toMatch(/HttpOnly/i)
    expect(portalCookie).toMatch(/Secure/i)
    expect(portalCookie).toMatch(/SameSite=Lax/i)

    const token = await browser.post('/api/auth/token', { token: handoffTokenOf(location) })
    expect(token.status).toBe(200)
    expect(((await token.json()) as AuthenticationResponse).CurrentCustomerSession.CustomerFirstName).toBe('Terry')
    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(200)
    expect(((await session.json()) as { data: { attributes: SessionUser } }).data.attributes.email).toBe(fan.email)
  })

  it('single sign-on: while the portal session lasts, Log In hands straight back without the form', async () => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    const first = await browser.portalSignIn(await browser.startSignIn('/'), fan.email, PASSWORD)
    expect(first.status).toBe(303)
    await browser.post('/api/auth/token', { token: handoffTokenOf(first.headers.get('Location')) })
    // The site session ends by itself (its cookies expire); the portal's lasts longer.
    browser.cookies.delete('__Host-club_session')
    browser.cookies.delete('__Host-club_refresh')
    expect((await browser.fetch('/api/auth/session')).status).toBe(401)

    const again = await browser.fetch(await browser.startSignIn('/news'))
    expect(again.status).toBe(303)
    const location = again.headers.get('Location')
    expect(location).toMatch(/^\/news\?loginSuccess=true#sso_token=/)
    expect((await browser.post('/api/auth/token', { token: handoffTokenOf(location) })).status).toBe(200)
  })

  it("the site's Log out ends the portal session too: Log In asks for the password again (SPEC §7 sign_out)", async () => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    const first = await browser.portalSignIn(await browser.startSignIn('/'), fan.email, PASSWORD)
    await browser.post('/api/auth/token', { token: handoffTokenOf(first.headers.get('Location')) })
    expect(browser.cookies.has('club_sso')).toBe(true)

    const out = await browser.post('/api/auth/logout')
    expect(out.status).toBe(200)
    const ended = out.headers.getSetCookie().find((line) => line.startsWith('club_sso='))
    expect(ended).toMatch(/Max-Age=0/i)
    expect(ended).toMatch(/Path=\/sso/)
    expect(ended).not.toMatch(/Domain=/i)

    const { response, html } = await browser.page(await browser.startSignIn('/news'))
    expect(response.status).toBe(200)
    expect(response.headers.get('Location')).toBeNull()
    expect(html).toContain('name="password"')
    expect((await browser.fetch('/sso/profile')).headers.get('Location')).toBe('/sso/login')
  })

  it('the portal never reads the site session: a supporter signed in on the site alone still sees the form', async () => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    await browser.signIn(fan.email, PASSWORD)
    const { response, html } = await browser.page(await browser.startSignIn('/'))
    expect(response.status).toBe(200)
    expect(html).toContain('name="password"')
  })

  it('a wrong password and an unknown address get the same message, and no portal session', async () => {
    const fan = await makeAccount()
    const wrong = new PortalBrowser()
    const unknown = new PortalBrowser()
    const a = await wrong.portalSignIn(await wrong.startSignIn('/'), fan.email, 'not the password')
    const b = await unknown.portalSignIn(await unknown.startSignIn('/'), 'nobody-here@example.com', 'not the password')
    expect(a.status).toBe(401)
    expect(b.status).toBe(401)
    const [textA, textB] = [pageText(await a.text()), pageText(await b.text())]
    expect(textA).toContain('The email address or password is incorrect')
    expect(textA).toBe(textB)
    expect(wrong.cookies.has('club_sso')).toBe(false)
  })

  it('a blocked supporter may still sign in (free content; paid actions are refused elsewhere)', async () => {
    const fan = await makeAccount({ blocked: true })
    const browser = new PortalBrowser()
    const back = await browser.portalSignIn(await browser.startSignIn('/'), fan.email, PASSWORD)
    expect(back.status).toBe(303)
    expect(back.headers.get('Location')).toMatch(/loginSuccess=true#sso_token=/)
  })

  it('an unconfirmed address with the right password is asked to confirm, and can have the link sent again', async () => {
    const fan = await makeAccount({ confirmed: false })
    const browser = new PortalBrowser()
    const portal = await browser.startSignIn('/')
    const refused = await browser.portalSignIn(portal, fan.email, PASSWORD)
    expect(refused.status).toBe(403)
    const html = await refused.text()
    expect(pageText(html)).toContain('Confirm your email address first')
    const csrf = /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? ''
    const resent = await browser.submit(`/sso/resend-confirmation${portal.slice('/sso/login'.length)}`, { csrf, email: fan.email })
    expect(resent.status).toBe(200)
    expect(pageText(await resent.text())).toContain('we have sent a new link')
    const mail = await env.DB.prepare("SELECT link FROM outbox WHERE recipient = ? AND subject = 'Confirm your email address'")
      .bind(fan.email)
      .first<{ link: string }>()
    expect(mail?.link).toMatch(/^http:\/\/localhost\/sso\/confirm\?token=[\w-]{43}&client_id=club-site&redirect_uri=/)
  })

  it('too many attempts for one address get a 429 with the wait message', async () => {
    const fan = await makeAccount()
    const statuses: number[] = []
    let last: Response | null = null
    for (let i = 0; i < 7; i += 1) {
      const browser = new PortalBrowser()
      last = await browser.portalSignIn('/sso/login', fan.email, 'wrong password')
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.at(-1)).toBe(429)
    expect(last?.headers.get('Retry-After')).toBe('60')
    expect(pageText(await (last as Response).text())).toContain('Too many attempts. Wait a minute and try again')
  })
})
