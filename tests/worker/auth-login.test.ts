import { describe, expect, it } from 'vitest'
import type { AuthenticationResponse, SessionUser } from '../../shared/types/account'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'

describe('the login form endpoint (SPEC §2.10, §4.6, §5)', () => {
  it('a subscriber signs in and the session says who they are and what they hold', async () => {
    await seedDemo()
    const browser = new Browser()
    const response = await browser.post('/api/auth/login', { username: '  Subscriber@Example.COM ', password: 'town-tv-demo' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as AuthenticationResponse
    expect(body.CurrentCustomerSession.CustomerFirstName).toBe('Sid')
    expect(body.CurrentCustomerSession.CustomerEntitlements.split(',')).toEqual(['freemium', 'subscriber'])
    const setCookies = response.headers.getSetCookie().join('\n')
    expect(setCookies).toMatch(/__Host-club_session=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/__Host-club_session=.*Secure/i)
    expect(setCookies).toMatch(/__Host-club_session=.*SameSite=Lax/i)
    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(200)
    const user = ((await session.json()) as { data: { attributes: SessionUser } }).data.attributes
    expect(user.email).toBe('subscriber@example.com')
    expect(user.displayName).toBe('Sid Subscriber')
  })

  it('a wrong password gets the same message as an unknown email, and no cookie', async () => {
    await seedDemo()
    const wrong = await new Browser().post('/api/auth/login', { username: 'subscriber@example.com', password: 'not-the-password' })
    const unknown = await new Browser().post('/api/auth/login', { username: 'nobody@example.com', password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [a, b] = (await Promise.all([wrong.json(), unknown.json()])) as ApiError[]
    expect(a).toEqual(b)
    expect(a?.errors[0]?.message).toBe('The email address or password is incorrect')
    expect(wrong.headers.getSetCookie()).toEqual([])
  })
})
