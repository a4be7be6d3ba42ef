import { describe, expect, it } from 'vitest'
import { decidePortalClient, handBackLocation } from '../../worker/identity/embedded/client-request'
import { handoffTokenOf, makeAccount, PASSWORD, PortalBrowser, pageText } from './sso-helpers'

const ORIGINS = ['http://localhost:8787', 'http://localhost']
const STATE = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'

function portalQuery(redirectUri: string, extra = ''): string {
  return `?client_id=club-site&redirect_uri=${encodeURIComponent(redirectUri)}&state=${STATE}${extra}`
}

describe('the portal hands back only to our own site (issue 8 §10)', () => {
  it.each([
    ['another origin', 'https://evil.example/videos'],
    ['a scheme-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a look-alike host', 'http://localhost.evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['a dot segment', '/videos/../..//evil.example'],
  ])('%s as redirect_uri is a plain 400 page, never a redirect, on GET and POST', async (_name, redirectUri) => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    const path = `/sso/login${portalQuery(redirectUri)}`
    const shown = await browser.fetch(path)
    expect(shown.status).toBe(400)
    expect(shown.headers.get('Location')).toBeNull()
    expect(pageText(await shown.text())).toContain('This sign-in link is not valid')
    const { csrf } = await browser.page('/sso/login')
    const posted = await browser.submit(path, { csrf, email: fan.email, password: PASSWORD })
    expect(posted.status).toBe(400)
    expect(posted.headers.get('Location')).toBeNull()
    expect(browser.cookies.has('club_sso')).toBe(false)
  })

  it.each([
    ['a wrong client_id', `?client_id=other-site&redirect_uri=%2F&state=${STATE}`],
    ['no client_id', `?redirect_uri=%2F&state=${STATE}`],
    ['no state', '?client_id=club-site&redirect_uri=%2F'],
    ['an empty state', '?client_id=club-site&redirect_uri=%2F&state='],
    ['a state with markup', '?client_id=club-site&redirect_uri=%2F&state=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['two redirect_uris', `?client_id=club-site&redirect_uri=%2F&redirect_uri=https%3A%2F%2Fevil.example&state=${STATE}`],
  ])('%s is a 400 on every portal page', async (_name, query) => {
    const browser = new PortalBrowser()
    for (const page of ['/sso/login', '/sso/register', '/sso/forgot-password']) {
      const response = await browser.fetch(`${page}${query}`)
      expect(response.status, page).toBe(400)
      expect(response.headers.get('Location')).toBeNull()
    }
  })

  it('a hand-off token works once: replayed, it is refused', async () => {
    const fan = await makeAccount()
    const browser = new PortalBrowser()
    const back = await browser.portalSignIn(await browser.startSignIn('/'), fan.email, PASSWORD)
    const token = handoffTokenOf(back.headers.get('Location'))
    const state = browser.cookies.get('club_sso_state') as string
    expect((await browser.post('/api/auth/token', { token })).status).toBe(200)
    await browser.post('/api/auth/logout')
    // The same token with the same state cookie put back: only its single use stops it.
    browser.cookies.set('club_sso_state', state)
    expect((await browser.post('/api/auth/token', { token })).status).toBe(401)
    expect((await browser.fetch('/api/auth/session')).status).toBe(401)
  })

  it('a hand-off token is refused in a browser without the matching state cookie', async () => {
    const fan = await makeAccount()
    const victim = new PortalBrowser()
    const attacker = new PortalBrowser()
    const back = await attacker.portalSignIn(await attacker.startSignIn('/'), fan.email, PASSWORD)
    const token = handoffTokenOf(back.headers.get('Location'))
    await victim.startSignIn('/')
    expect((await victim.post('/api/auth/token', { token })).status).toBe(401)
    expect((await new PortalBrowser().post('/api/auth/token', { token })).status).toBe(401)
    expect((await victim.fetch('/api/auth/session')).status).toBe(401)
  })
})

describe('the hand-back address (SPEC §4.6 token flow)', () => {
  it.each([
    ['/', '/?loginSuccess=true#sso_token=T'],
    ['/videos', '/videos?loginSuccess=true#sso_token=T'],
    ['/videos?', '/videos?loginSuccess=true#sso_token=T'],
    ['/news?page=2&sort=new', '/news?page=2&sort=new&loginSuccess=true#sso_token=T'],
    ['/news?loginSuccess=true&page=2', '/news?page=2&loginSuccess=true#sso_token=T'],
    ['/news?logoutSuccess=true', '/news?loginSuccess=true#sso_token=T'],
    ['/match/12#lineups', '/match/12?loginSuccess=true#sso_token=T'],
    ['/a?q=x%20y', '/a?q=x%20y&loginSuccess=true#sso_token=T'],
  ])('%s comes back as %s', (returnPath, expected) => {
    expect(handBackLocation(returnPath, 'T')).toBe(expected)
  })

  it.each([
    [{}, 'standalone'],
    [{ client_id: ['club-site'], redirect_uri: ['http://localhost:8787/videos'], state: [STATE] }, 'client'],
    [{ client_id: ['club-site'], redirect_uri: ['/videos'], state: [STATE] }, 'client'],
    [{ client_id: ['club-site'], redirect_uri: ['http://localhost:9999/'], state: [STATE] }, 'redirect_uri'],
    [{ client_id: ['club-site'], redirect_uri: ['/'], state: ['short'] }, 'state'],
    [{ redirect_uri: ['/'] }, 'client_id'],
    [{ state: [STATE] }, 'client_id'],
  ] as const)('%j decides %s', (query, expected) => {
    const decision = decidePortalClient(query as Parameters<typeof decidePortalClient>[0], ORIGINS)
    expect(decision.ok ? decision.client.kind : decision.problem).toBe(expected)
  })
})
