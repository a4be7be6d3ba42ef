import { describe, expect, it } from 'vitest'
import { makeAccount, PASSWORD, PortalBrowser, pageText } from './sso-helpers'

describe('the portal forms refuse what a browser on another site could send', () => {
  it('a post without the form token, or with another browser’s, changes nothing', async () => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    await browser.page('/sso/login')
    const missing = await browser.submit('/sso/login', { email: fan.email, password: PASSWORD })
    expect(missing.status).toBe(403)
    expect(pageText(await missing.text())).toContain('This form has expired. Please try again.')
    const { csrf: foreign } = await new PortalBrowser().page('/sso/login')
    const borrowed = await browser.submit('/sso/login', { csrf: foreign, email: fan.email, password: PASSWORD })
    expect(borrowed.status).toBe(403)
    expect(browser.cookies.has('club_sso')).toBe(false)
  })

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('%s is refused with a 403 before the form is read', async (_name, headers) => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    const { csrf } = await browser.page('/sso/login')
    const response = await browser.submit('/sso/login', { csrf, email: fan.email, password: PASSWORD }, headers)
    expect(response.status).toBe(403)
    expect(response.headers.get('Location')).toBeNull()
    expect(pageText(await response.text())).toContain('This form was sent from another site')
  })

  it('our own form under no-referrer (Origin: null, Sec-Fetch-Site: same-origin) goes through', async () => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    const { csrf } = await browser.page('/sso/login')
    const response = await browser.submit(
      '/sso/login',
      { csrf, email: fan.email, password: PASSWORD },
      { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
    )
    expect(response.status).toBe(303)
  })

  it('bodies that are not forms, or too big, are a 4xx page, never a 500', async () => {
    const browser = new PortalBrowser()
    const { csrf } = await browser.page('/sso/login')
    const json = await browser.fetch('/sso/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ csrf, email: 'a@example.com', password: 'x' }),
    })
    expect(json.status).toBe(403)
    const big = await browser.submit('/sso/login', { csrf, email: 'a@example.com', password: 'x'.repeat(20_000) })
    expect(big.status).toBe(413)
    const file = new FormData()
    file.set('csrf', csrf)
    file.set('email', new File(['a@example.com'], 'email.txt'))
    file.set('password', 'whatever-password')
    const multipart = await browser.fetch('/sso/login', { method: 'POST', headers: { Origin: 'http://localhost' }, body: file })
    expect(multipart.status).toBe(400)
    const broken = await browser.fetch('/sso/register', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: 'http://localhost' },
      body: '--x\r\nnot a part',
    })
    expect(broken.status).toBe(403)
  })

  it.each([
    ['an empty form', {}, 'Enter your email address'],
    ['an over-long email', { email: `${'a'.repeat(300)}@example.com`, password: 'x' }, 'That email address is too long'],
    ['an over-long password', { email: 'a@example.com', password: 'p'.repeat(129) }, 'Passwords are at most 128 characters'],
    ['a bidi control in the email', { email: 'fan\u202e@example.com', password: 'x' }, 'Enter a valid email address'],
  ])('%s on the sign-in form is a 400 with a message tied to its field', async (_name, fields, message) => {
    const browser = new PortalBrowser()
    const { csrf } = await browser.page('/sso/login')
    const response = await browser.submit('/sso/login', { csrf, ...fields })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(pageText(html)).toContain(message)
    expect(html).toMatch(/aria-describedby="f-(email|password)-error"/)
  })
})

describe('the profile page and signing out of the portal', () => {
  it('needs the portal session, shows who is signed in, and signing out ends it', async () => {
    const fan = await makeAccount({ forename: 'Mick' })
    const browser = new PortalBrowser()
    const anonymous = await browser.fetch('/sso/profile')
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('Location')).toBe('/sso/login')
    // The portal on its own: signing in ends on the profile.
    const signedIn = await browser.portalSignIn('/sso/login', fan.email, PASSWORD)
    expect(signedIn.headers.get('Location')).toBe('/sso/profile')
    const { response, html, csrf } = await browser.page('/sso/profile')
    expect(response.status).toBe(200)
    const text = pageText(html)
    for (const shown of ['Hello, Mick', 'Mick Butcher', fan.email, fan.ssoId]) expect(text).toContain(shown)
    expect(html).toContain('href="/"')
    const out = await browser.submit('/sso/logout', { csrf })
    expect(out.status).toBe(303)
    expect(out.headers.get('Location')).toBe('/sso/login?signedOut=1')
    expect(browser.cookies.has('club_sso')).toBe(false)
    expect((await browser.fetch('/sso/profile')).status).toBe(303)
  })
})

describe('every portal page', () => {
  it('is private, sends no Referer, and is accessible in its structure', async () => {
    for (const path of [
      '/sso/login',
      '/sso/register',
      '/sso/forgot-password',
      '/sso/reset-password?token=x',
      '/sso/outbox',
      '/sso/nowhere',
    ]) {
      const response = await new PortalBrowser().fetch(path)
      expect(response.headers.get('Cache-Control'), path).toBe('no-store')
      expect(response.headers.get('Referrer-Policy'), path).toBe('no-referrer')
      const html = await response.text()
      expect(html, path).toContain('<html lang="en">')
      expect(html, path).toContain('<main id="main"')
      for (const [, id] of html.matchAll(/<input id="([^"]+)"/g)) expect(html, `${path} #${id}`).toContain(`<label for="${id}"`)
    }
    expect((await new PortalBrowser().fetch('/sso/nowhere')).status).toBe(404)
  })

  it('the sign-in page has the register box, the forgot link and three social buttons, disabled', async () => {
    const browser = new PortalBrowser()
    const portal = await browser.startSignIn('/')
    const { html } = await browser.page(portal)
    const query = portal.slice('/sso/login'.length).replaceAll('&', '&amp;')
    expect(html).toContain(`href="/sso/register${query}"`)
    expect(html).toContain(`href="/sso/forgot-password${query}"`)
    const social = [...html.matchAll(/<button type="button" class="btn btn--social" disabled[^>]*>[\s\S]*?Continue with (\w+)/g)].map(
      (m) => m[1],
    )
    expect(social).toEqual(['Apple', 'Google', 'Facebook'])
    expect(pageText(html)).toContain('not available')
    expect(html).toContain('autocomplete="username"')
    expect(html).toContain('autocomplete="current-password"')
  })
})
