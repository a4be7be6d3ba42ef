import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthenticationResponse } from '../../shared/types/account'
import { countedSubmit, handoffTokenOf, mailTo, makeAccount, pathOf, PortalBrowser, pageText, registration } from './sso-helpers'

async function register(browser: PortalBrowser, portal: string, fields: Record<string, string>): Promise<Response> {
  const { csrf } = await browser.page(portal)
  return browser.submit(portal, { csrf, ...fields })
}

async function accountsWithEmail(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE email = ?').bind(email).first<{ n: number }>()
  return row?.n ?? 0
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('registering on the portal (the long form, SPEC §7)', () => {
  it('a new supporter registers, follows the mailed link and comes back signed in', async () => {
    const browser = new PortalBrowser()
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`
    const portal = await browser.startSignIn('/videos', 'register')
    expect(portal).toMatch(/^\/sso\/register\?client_id=club-site&/)
    const { html } = await browser.page(portal)
    for (const name of [
      'forename',
      'surname',
      'email',
      'password',
      'passwordConf',
      'dateOfBirth',
      'postcode',
      'country',
      'marketingOptIn',
      'terms',
    ]) {
      expect(html).toMatch(new RegExp(`<label for="f-${name}"`))
    }
    expect(html).toContain('<option value="GB" selected>United Kingdom</option>')

    const done = await register(browser, portal, registration(email, { marketingOptIn: 'on' }))
    expect(done.status).toBe(200)
    expect(pageText(await done.text())).toContain('Check your inbox')
    const account = await env.DB.prepare('SELECT email_confirmed_at, country, marketing_opt_in FROM accounts WHERE email = ?')
      .bind(email)
      .first<{ email_confirmed_at: string | null; country: string; marketing_opt_in: number }>()
    expect(account).toEqual({ email_confirmed_at: null, country: 'GB', marketing_opt_in: 1 })

    // The developer's outbox, as the demo and the e2e tests read it.
    const outbox = await (await browser.fetch('/sso/outbox')).text()
    const link = /href="(http:\/\/localhost\/sso\/confirm\?token=[^"]+)"/.exec(outbox)?.[1]?.replaceAll('&amp;', '&')
    expect(link).toBeDefined()
    const back = await browser.fetch(pathOf(link as string))
    expect(back.status).toBe(303)
    const location = back.headers.get('Location')
    expect(location).toMatch(/^\/videos\?loginSuccess=true#sso_token=/)
    const token = await browser.post('/api/auth/token', { token: handoffTokenOf(location) })
    expect(token.status).toBe(200)
    const body = (await token.json()) as AuthenticationResponse
    expect(body.CurrentCustomerSession.CustomerEntitlements).toBe('freemium')

    const again = await browser.fetch(pathOf(link as string))
    expect(again.status).toBe(410)
    expect(pageText(await again.text())).toContain('This link has expired')
  })

  it('registering an address that has an account gives the identical page and creates nothing', async () => {
    const fan = await makeAccount()
    const fresh = `fresh-${crypto.randomUUID().slice(0, 8)}@example.com`
    const one = new PortalBrowser()
    const two = new PortalBrowser()
    // Case and whitespace fold to the one account.
    const existing = await register(one, '/sso/register', registration(`  ${fan.email.toUpperCase()} `))
    const brandNew = await register(two, '/sso/register', registration(fresh))
    expect(existing.status).toBe(brandNew.status)
    expect(pageText(await existing.text()).replace(fan.email, 'X')).toBe(pageText(await brandNew.text()).replace(fresh, 'X'))
    const cookieNames = (r: Response) => r.headers.getSetCookie().map((line) => line.split('=')[0])
    expect(cookieNames(existing)).toEqual(cookieNames(brandNew))
    expect(await accountsWithEmail(fan.email)).toBe(1)
    const mails = await mailTo(fan.email)
    expect(mails.map((m) => m.subject)).toEqual(['You already have an account'])
    expect(mails[0]?.body_text).toContain('/sso/forgot-password')
  })

  it('a new address and one with an account cost the same D1 round trips (issue 8: the timing tells nothing either)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const fan = await makeAccount({ forename: 'Terry' })
    const fresh = `even-${crypto.randomUUID().slice(0, 8)}@example.com`
    const taken = await countedSubmit('/sso/register', '/sso/register', registration(fan.email))
    const brandNew = await countedSubmit('/sso/register', '/sso/register', registration(fresh))
    expect(taken.status).toBe(200)
    expect(brandNew.status).toBe(200)
    expect(taken.text.replace(fan.email, 'X')).toBe(brandNew.text.replace(fresh, 'X'))
    expect(taken.cookieNames).toEqual(brandNew.cookieNames)
    expect(taken.trips).toEqual(brandNew.trips)
    expect(brandNew.trips.batches).toBe(1)
    // The same statements did different writes: an account with its freemium grant and link for the new address only.
    expect(await accountsWithEmail(fan.email)).toBe(1)
    expect(await accountsWithEmail(fresh)).toBe(1)
    const grants = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM entitlements e JOIN accounts a ON a.id = e.account_id WHERE a.email = ? AND e.code = 'freemium'",
    )
      .bind(fresh)
      .first<{ n: number }>()
    expect(grants?.n).toBe(1)
    expect((await mailTo(fresh)).map((m) => m.subject)).toEqual(['Confirm your email address'])
    const already = await mailTo(fan.email)
    expect(already.map((m) => m.subject)).toEqual(['You already have an account'])
    // The holder is greeted by their own name, never by the one the registrant typed.
    expect(already[0]?.body_text).toContain('Hello Terry,')
  })

  it('two registrations of one new address at once make one account; the other gets the already-registered mail', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const email = `twice-${crypto.randomUUID().slice(0, 8)}@example.com`
    const [one, two] = await Promise.all([
      register(new PortalBrowser(), '/sso/register', registration(email)),
      register(new PortalBrowser(), '/sso/register', registration(email)),
    ])
    expect([one?.status, two?.status]).toEqual([200, 200])
    expect(await accountsWithEmail(email)).toBe(1)
    expect((await mailTo(email)).map((m) => m.subject).sort()).toEqual(['Confirm your email address', 'You already have an account'])
  })

  it('sending the confirmation link again costs the same for a waiting, a confirmed and an unknown address', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const waiting = await makeAccount({ confirmed: false })
    const confirmed = await makeAccount()
    const unknown = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`
    const resend = (email: string) => countedSubmit('/sso/login', '/sso/resend-confirmation', { email })
    const answers = [await resend(waiting.email), await resend(confirmed.email), await resend(unknown)]
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers[1]?.trips).toEqual(answers[0]?.trips)
    expect(answers[2]?.trips).toEqual(answers[0]?.trips)
    expect(answers[0]?.trips.batches).toBe(1)
    expect(answers[1]?.cookieNames).toEqual(answers[0]?.cookieNames)
    expect((await mailTo(waiting.email)).map((m) => m.subject)).toEqual(['Confirm your email address'])
    expect(await mailTo(confirmed.email)).toEqual([])
    expect(await mailTo(unknown)).toEqual([])
  })

  it('the link opened in another browser confirms the address but signs nobody in there', async () => {
    const registering = new PortalBrowser()
    const email = `other-${crypto.randomUUID().slice(0, 8)}@example.com`
    await register(registering, await registering.startSignIn('/', 'register'), registration(email))
    const link = pathOf((await mailTo(email))[0]?.link as string)

    const elsewhere = new PortalBrowser()
    const opened = await elsewhere.fetch(link)
    expect(opened.status).toBe(200)
    expect(pageText(await opened.text())).toContain('Your email address is confirmed')
    expect(elsewhere.cookies.has('club_sso')).toBe(false)
    const row = await env.DB.prepare('SELECT email_confirmed_at FROM accounts WHERE email = ?')
      .bind(email)
      .first<{ email_confirmed_at: string }>()
    expect(row?.email_confirmed_at).toBeTruthy()
    // The browser that registered still comes back signed in.
    expect((await registering.fetch(link)).status).toBe(303)
  })

  it.each([
    ['no fields at all', {}, 'Enter your first name'],
    ['a missing surname', { surname: '' }, 'Enter your last name'],
    ['an over-long first name', { forename: 'K'.repeat(61) }, 'Your first name is at most 60 characters'],
    ['an invisible character in the email', { email: 'kieran\u200b@example.com' }, 'Enter a valid email address'],
    ['a short password', { password: 'short', passwordConf: 'short' }, 'Use at least 8 characters'],
    ['passwords that differ', { passwordConf: 'something-else' }, 'Passwords do not match'],
    ['a date of birth in the future', { dateOfBirth: '2999-01-01' }, 'Enter your real date of birth'],
    ['a date that is not a date', { dateOfBirth: '14/05/1986' }, 'Enter your date of birth as YYYY-MM-DD'],
    ['no date of birth', { dateOfBirth: '' }, 'Enter your date of birth'],
    ['a country that is not one', { country: 'ZZ' }, 'Choose your country'],
    ['terms not accepted', { terms: '' }, 'Accept the terms to create an account'],
  ])('%s re-renders the form with a 400 and changes nothing', async (_name, overrides, message) => {
    const browser = new PortalBrowser()
    const email = `bad-${crypto.randomUUID().slice(0, 8)}@example.com`
    const fields = Object.keys(overrides).length === 0 ? {} : registration(email, overrides as Record<string, string>)
    const response = await register(browser, '/sso/register', fields)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(pageText(html)).toContain('There is a problem')
    expect(pageText(html)).toContain(message)
    expect(html).toContain('aria-invalid="true"')
    expect(await accountsWithEmail(email)).toBe(0)
    expect(await mailTo(email)).toEqual([])
  })

  it('a homoglyph domain is a different address: it gets an account of its own', async () => {
    const fan = await makeAccount()
    const lookalike = fan.email.replace('example.com', 'exаmple.com') // Cyrillic 'а'
    await register(new PortalBrowser(), '/sso/register', registration(lookalike))
    expect(await accountsWithEmail(lookalike)).toBe(1)
    expect((await mailTo(lookalike)).map((m) => m.subject)).toEqual(['Confirm your email address'])
    expect(await mailTo(fan.email)).toEqual([])
  })

  it('what a supporter types is shown back escaped, never as markup', async () => {
    const browser = new PortalBrowser()
    const response = await register(browser, '/sso/register', registration('x', { forename: '"><script>alert(1)</script>' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
  })
})
