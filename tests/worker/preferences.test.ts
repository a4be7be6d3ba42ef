import { describe, expect, it } from 'vitest'
import { get, seedDemo } from './helpers'

function setChildFriendly(body: unknown) {
  return get('/api/preferences/child-friendly', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('POST /api/preferences/child-friendly (SPEC §1, §4.2)', () => {
  it.each([
    [false, 'off'],
    [true, 'on'],
  ])('enabled %s sets child_friendly=%s, httpOnly, Secure, SameSite=Lax, long-lived', async (enabled, value) => {
    const response = await setChildFriendly({ enabled })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^child_friendly=${value};`))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Secure/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBeGreaterThanOrEqual(30 * 86_400)
    expect(await response.json()).toEqual({ data: { type: 'childFriendlyPreference', attributes: { childFriendly: enabled } } })
  })

  it('as a plain form (no JavaScript) it sets the cookie and sends the visitor back to the page it was on (303)', async () => {
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      get('/api/preferences/child-friendly', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      })
    const back = await post({ enabled: 'false', returnTo: '/news?page=2' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/news?page=2')
    expect(back.headers.get('set-cookie')).toMatch(/^child_friendly=off;.*HttpOnly/i)
    // Only back to our own pages (the one return-path rule).
    const away = await post({ enabled: 'true', returnTo: '//evil.example/x' })
    expect(away.status).toBe(303)
    expect(away.headers.get('location')).toBe('/')
    expect(away.headers.get('set-cookie')).toMatch(/^child_friendly=on;/)
    // Bad values change nothing; another site's form is refused.
    const bad = await post({ enabled: 'maybe', returnTo: '/news' })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('set-cookie')).toBeNull()
    const crossSite = await post({ enabled: 'false', returnTo: '/' }, { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.get('set-cookie')).toBeNull()
  })

  it('a GET is not allowed and changes nothing', async () => {
    const response = await get('/api/preferences/child-friendly?enabled=false')
    expect(response.status).toBe(405)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('method_not_allowed')
  })

  it.each([[{}], [{ enabled: 'off' }], ['nonsense']])('bad input %j is a 400', async (body) => {
    const response = await setChildFriendly(body)
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('with the cookie off the page carries the adverts and sponsors that are not child friendly; on, they never reach the HTML', async () => {
    await seedDemo()
    const off = await (await get('/', { headers: { Accept: 'text/html', Cookie: 'child_friendly=off' } })).text()
    const on = await (await get('/', { headers: { Accept: 'text/html', Cookie: 'child_friendly=on' } })).text()
    for (const word of ['betnorth.example', 'BetNorth', 'Gipping Brewery']) {
      expect(off).toContain(word)
      expect(on).not.toContain(word)
    }
  })
})
