import { beforeEach, describe, expect, it } from 'vitest'
import { get, pageData, seedDemo, visibleText } from './helpers'

describe('/account/login: the login form as a page (SPEC §2.1, §2.10)', () => {
  beforeEach(() => seedDemo())

  it('renders the form without JavaScript: email, password, forgot-password link, register box, three social buttons', async () => {
    const response = await get('/account/login')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>Log In<\/h1>/)
    // Submitted before hydration, the password goes in a body, never in the address.
    expect(html).toMatch(/<form class="login-form__form"[^>]*method="post"/)
    expect(html).toMatch(/<input[^>]*type="email"[^>]*autoComplete="username"|<input[^>]*autocomplete="username"[^>]*type="email"/i)
    expect(html).toMatch(/<input[^>]*type="password"[^>]*autocomplete="current-password"/i)
    expect(html).toContain('href="/sso/forgot-password"')
    expect(html).toContain('href="/api/auth/sso/start?flow=register&amp;returnTo=%2F"')
    expect(html.match(/class="social-sign-in__button" disabled=""/g)).toHaveLength(3)
    expect(visibleText(html)).toContain('Google ( not available )')
  })

  it('keeps a return path of our own and refuses any other', async () => {
    const page = async (path: string) => (await pageData(path)).body.data.attributes.page
    expect(await page('/account/login?returnTo=%2Fvideos%3Fx%3D1')).toEqual({ kind: 'accountLogin', returnTo: '/videos?x=1' })
    for (const foreign of ['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example%2F', '%2F%5Cevil.example', 'javascript%3Aalert(1)']) {
      expect(await page(`/account/login?returnTo=${foreign}`)).toEqual({ kind: 'accountLogin', returnTo: '/' })
    }
  })

  it('?lang=ar gives the Arabic form, right to left', async () => {
    const html = await (await get('/account/login?lang=ar')).text()
    expect(html).toMatch(/<html lang="ar" dir="rtl"/)
    expect(html).toMatch(/<h1[^>]*>تسجيل الدخول<\/h1>/)
  })
})
