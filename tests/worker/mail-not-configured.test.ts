import { afterEach, describe, expect, it, vi } from 'vitest'
import { BoundBrowser, outboxCount, productionBindings } from './mail-helpers'
import { seedDemo, visibleText } from './helpers'
import { makeAccount, PASSWORD, pageText, registration } from './sso-helpers'
import { allProblems, readConfig } from '../../worker/config'

afterEach(() => vi.restoreAllMocks())

/** The settings the configuration says are wrong (what the log names once per isolate). */
const problemSettings = (bindings: object) => allProblems(readConfig(bindings)).map((problem) => problem.setting)

describe('the embedded portal in production without a mail provider (issue 18 §4)', () => {
  it('registration, the confirmation resend and forgot-password answer 503 mail_not_configured; nothing is written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { bindings, queued } = productionBindings({ MAIL_PROVIDER: undefined, RESEND_API_KEY: undefined })
    const browser = new BoundBrowser(bindings)
    for (const path of ['/sso/register', '/sso/forgot-password']) {
      const page = await browser.fetch(path)
      expect(page.status).toBe(503)
      const text = pageText(await page.text())
      expect(text).toContain('We cannot send email right now')
      expect(text).toContain('Existing accounts can still sign in')
      expect(text).toContain('mail_not_configured')
    }
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' }
    const posts = await Promise.all(
      [
        ['/sso/register', registration('kieran@example.com')],
        ['/sso/resend-confirmation', { email: 'kieran@example.com' }],
        ['/sso/forgot-password', { email: 'kieran@example.com' }],
      ].map(([path, fields]) =>
        browser.fetch(path as string, {
          method: 'POST',
          headers: form,
          body: new URLSearchParams(fields as Record<string, string>).toString(),
        }),
      ),
    )
    expect(posts.map((response) => response.status)).toEqual([503, 503, 503])
    const { env } = await import('cloudflare:workers')
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts').first('n')).toBe(0)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM one_time_tokens').first('n')).toBe(0)
    expect(queued).toHaveLength(0)
    expect(await outboxCount()).toBe(0)
    // The log says what is wrong, by setting.
    // Logged once per isolate by worker/config.ts; the configuration names the setting.
    expect(problemSettings(bindings)).toContain('MAIL_PROVIDER')
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/re_test_/)
  })

  it('a client that asks for JSON gets the error as JSON with its stable code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { bindings } = productionBindings({ MAIL_PROVIDER: undefined })
    const response = await new BoundBrowser(bindings).fetch('/sso/forgot-password', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: 'email=kieran%40example.com',
    })
    expect(response.status).toBe(503)
    const body = (await response.json()) as { errors: Array<{ code: string; message: string }> }
    expect(body.errors[0]?.code).toBe('mail_not_configured')
  })

  it.each([
    ['the outbox', { MAIL_PROVIDER: 'outbox' }, 'MAIL_PROVIDER'],
    ['a provider in the wrong case', { MAIL_PROVIDER: 'Resend' }, 'MAIL_PROVIDER'],
    ['resend with a key of the wrong shape', { RESEND_API_KEY: 'sk_live_not_resend' }, 'RESEND_API_KEY'],
    ['cloudflare without its binding', { MAIL_PROVIDER: 'cloudflare', MAIL: undefined }, 'MAIL'],
  ])('%s is refused too, and the log names the setting, never a value', async (_name, overrides, setting) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { bindings } = productionBindings(overrides)
    expect((await new BoundBrowser(bindings).fetch('/sso/forgot-password')).status).toBe(503)
    expect(problemSettings(bindings)).toContain(setting)
    const said = JSON.stringify([warn.mock.calls, allProblems(readConfig(bindings))])
    expect(said).not.toContain('sk_live_not_resend')
  })

  it('an existing account still signs in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fan = await makeAccount()
    const { bindings } = productionBindings({ MAIL_PROVIDER: undefined })
    const response = await new BoundBrowser(bindings).submit('/sso/login', '/sso/login', { email: fan.email, password: PASSWORD })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/sso/profile')
  })

  it("the developer's outbox is the site's own 404 in production, whatever the provider", async () => {
    await seedDemo()
    for (const overrides of [{}, { MAIL_PROVIDER: undefined }]) {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const browser = new BoundBrowser(productionBindings(overrides).bindings)
      const siteNotFound = visibleText(await (await browser.fetch('/no-such-page-at-all')).text())
      const response = await browser.fetch('/sso/outbox')
      expect(response.status).toBe(404)
      expect(visibleText(await response.text())).toBe(siteNotFound)
    }
  })
})
