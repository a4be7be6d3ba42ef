import { beforeEach, describe, expect, it } from 'vitest'
import { D1_BOOKMARK_COOKIE } from '../../shared/rules/d1-bookmark'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'

beforeEach(async () => {
  await seedDemo()
})

describe('reads through a D1 session, with the bookmark of the last write (issue 13 §3)', () => {
  it('a write hands back a bookmark cookie (httpOnly, Secure, Lax); the reads after it carry it and answer', async () => {
    const fan = await makeAccount({ grants: ['subscriber'] })
    const browser = new Browser()
    const login = await browser.post('/api/auth/login', { username: fan.email, password: fan.password })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith(`${D1_BOOKMARK_COOKIE}=`))
    expect(cookie).toMatch(
      /^club_d1_bookmark=[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(200)
    expect(session.headers.getSetCookie().some((line) => line.startsWith(D1_BOOKMARK_COOKIE))).toBe(false)
  })

  it('reads hand back no cookie, so pages stay shareable; a bookmark that is not one is ignored', async () => {
    const browser = new Browser()
    browser.cookies.set(D1_BOOKMARK_COOKIE, 'garbage')
    const page = await browser.fetch('/news')
    expect(page.status).toBe(200)
    expect(page.headers.getSetCookie()).toEqual([])
    await page.text()
  })
})
