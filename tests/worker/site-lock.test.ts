import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { seedDemo, visibleText } from './helpers'

const PASSWORD = 'correct horse battery staple'

/** The worker with SITE_LOCK_PASSWORD configured, through its own fetch (a per-test env). */
async function locked(path: string, init: RequestInit = {}, password: string | null = PASSWORD) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`http://localhost${path}`, init), { ...env, SITE_LOCK_PASSWORD: password ?? undefined }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

// Each attempt from its own address unless a test names one, so the attempt
// limit (10 a minute per address) only meets the test that is about it.
let nextAddress = 1

function post(path: string, body: unknown, address = `198.51.100.${nextAddress++ % 250}`) {
  return locked(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  })
}

async function accessCookie(): Promise<string> {
  const response = await post('/api/site-lock/access', { password: PASSWORD })
  expect(response.status).toBe(200)
  const setCookie = response.headers.get('set-cookie') ?? ''
  return setCookie.split(';')[0]!
}

describe('site lock (SPEC §2.10, §4.8, §5, §6)', () => {
  it('every page shows the lock box and none of the page, and the password is never in the HTML', async () => {
    await seedDemo()
    for (const path of ['/', '/news', '/videos/faqs', '/no-such-page']) {
      const response = await locked(path)
      expect(response.status).toBe(401)
      const html = await response.text()
      expect(html).toContain('site-lock')
      expect(html).not.toContain(PASSWORD)
      expect(visibleText(html)).not.toContain('Latest News')
      expect(html).not.toContain('news-card')
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('API routes other than the lock answer 403 JSON while locked; assets and the logo pass', async () => {
    await seedDemo()
    const api = await locked('/api/news/search?query=town')
    expect(api.status).toBe(403)
    expect(((await api.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('site_locked')
    expect((await locked('/api/page?path=/')).status).toBe(403)
    const settings = JSON.parse(
      (await env.DB.prepare(`SELECT value FROM site_settings WHERE key = 'web'`).first<{ value: string }>())!.value,
    )
    expect((await locked(`/images/${settings.logoKey}`)).status).not.toBe(403)
    expect((await locked('/images/placeholder.svg')).status).toBe(403)
  })

  it('checks the password on the server: 401 with a code when wrong, 200 when right', async () => {
    const wrong = await post('/api/site-lock/check', { password: 'guess' })
    expect(wrong.status).toBe(401)
    expect(((await wrong.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('wrong_password')
    expect(wrong.headers.get('set-cookie')).toBeNull()
    const right = await post('/api/site-lock/check', { password: PASSWORD })
    expect(right.status).toBe(200)
    expect(right.headers.get('set-cookie')).toBeNull()
    expect((await post('/api/site-lock/check', {})).status).toBe(400)
    expect((await post('/api/site-lock/access', { password: 'guess' })).status).toBe(401)
  })

  it('Access sets a signed allow_entry cookie for 60 days, httpOnly, Secure, SameSite=Lax, which admits', async () => {
    await seedDemo()
    const response = await post('/api/site-lock/access', { password: PASSWORD })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^allow_entry=\d+\.[A-Za-z0-9_-]{43};/)
    expect(setCookie).toMatch(/Max-Age=5184000/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/Secure/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    const cookie = setCookie.split(';')[0]!
    const page = await locked('/', { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(visibleText(await page.text())).toContain('Latest News')
    expect((await locked('/api/news/search', { headers: { Cookie: cookie } })).status).toBe(200)
  })

  it.each([
    ['a made-up value', 'allow_entry=yes'],
    ['a far-future expiry with a copied signature', null],
    ['a cookie signed for another password', 'other'],
  ])('does not admit %s', async (_name, kind) => {
    await seedDemo()
    let cookie: string
    if (kind === null) {
      const [, expiry, signature] = /^allow_entry=(\d+)\.(.+)$/.exec(await accessCookie())!
      cookie = `allow_entry=${Number(expiry) + 1000}.${signature}`
    } else if (kind === 'other') {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request('http://localhost/api/site-lock/access', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ password: 'other password' }),
        }),
        { ...env, SITE_LOCK_PASSWORD: 'other password' },
        ctx,
      )
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!
    } else cookie = kind
    expect((await locked('/', { headers: { Cookie: cookie } })).status).toBe(401)
    expect((await locked('/api/page?path=/', { headers: { Cookie: cookie } })).status).toBe(403)
  })

  it('refuses an address after 10 attempts a minute with 429 too_many_attempts, even with the right password; others go on', async () => {
    const address = '203.0.113.7'
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await post('/api/site-lock/check', { password: `guess ${attempt}` }, address)).status).toBe(401)
    }
    for (const path of ['/api/site-lock/check', '/api/site-lock/access']) {
      const refused = await post(path, { password: PASSWORD }, address)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect(refused.headers.get('set-cookie')).toBeNull()
      expect(((await refused.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('too_many_attempts')
    }
    expect((await post('/api/site-lock/check', { password: PASSWORD }, '203.0.113.8')).status).toBe(200)
  })

  it('with no password configured there is no lock', async () => {
    await seedDemo()
    expect((await locked('/', {}, null)).status).toBe(200)
    expect((await locked('/', {}, '')).status).toBe(200)
    const check = await locked(
      '/api/site-lock/check',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: 'x' }) },
      null,
    )
    expect(check.status).toBe(404)
  })
})
