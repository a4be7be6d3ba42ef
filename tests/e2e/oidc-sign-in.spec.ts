import type { BrowserContext, Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { OIDC_ISSUER, OIDC_SITE, OTHER_CLIENT, SITE_CLIENT } from './oidc/settings'

/**
 * Issue 18 §10: sign-in against a real OpenID provider (oidc-provider on its
 * defaults, conformIdTokenClaims on: the ID token carries only `sub`, the
 * address and names come from UserInfo), started beside a second site with
 * IDENTITY_PROVIDER=oidc by tests/e2e/oidc/serve-oidc.mjs. The error cases a
 * real provider will not produce stay in tests/worker/auth-oidc*.test.ts.
 */
test.use({
  baseURL: OIDC_SITE,
  // The refusals are the SPEC §8.3 page with status 400; the provider's development pages have no
  // favicon and ask Google for a font, which the closed network refuses. (One pattern: test.use takes
  // a two-element array as a value and its options.)
  allowedConsoleErrors: [
    new RegExp(
      '^Failed to load resource: (' +
        [
          `the server responded with a status of 400 \\(Bad Request\\) @ ${OIDC_SITE}/api/auth/oidc/callback\\?`,
          `the server responded with a status of 404 \\(Not Found\\) @ ${OIDC_ISSUER}/favicon\\.ico$`,
          'net::ERR_[A-Z_]+ @ https://fonts\\.googleapis\\.com/',
        ].join('|') +
        ')',
    ),
  ],
})

// This site has the demo content without its pictures (serve-oidc.mjs): each is a blank one here.
test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.origin === OIDC_SITE && url.pathname.startsWith('/images/'),
    (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' }),
  )
})

const CALLBACK_PATH = '/api/auth/oidc/callback'
/** Where the supporter signs in from: a small page. */
const RETURN_TO = '/teams'
const isCallback = (url: string) => new URL(url).origin === OIDC_SITE && new URL(url).pathname === CALLBACK_PATH

/** A login of its own for each test and run (any login is an account at the provider's development pages). */
const newLogin = (purpose: string) => `${purpose}-${Date.now().toString(36)}`

/**
 * Log In's first step: the site remembers the flow in this browser's cookie and
 * answers with the provider's authorization address, returned here unfollowed
 * (Playwright cannot intercept the redirects of a navigation), so a test can
 * change it before the browser goes there.
 */
async function startSignIn(context: BrowserContext): Promise<URL> {
  const start = await context.request.get(`${OIDC_SITE}/api/auth/sso/start?flow=login&returnTo=${encodeURIComponent(RETURN_TO)}`, {
    maxRedirects: 0,
  })
  expect(start.status()).toBe(302)
  const authorize = new URL(start.headers().location ?? '')
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${OIDC_ISSUER}/auth`)
  return authorize
}

/**
 * At the provider's own development login page: any login, any password, and
 * consent the first time; the provider then sends the browser to the site's
 * callback, whose answer is returned.
 */
async function signInAtProvider(page: Page, authorize: URL, login: string): Promise<Response> {
  await page.goto(authorize.href)
  await expect(page).toHaveURL((url) => url.origin === OIDC_ISSUER && url.pathname.startsWith('/interaction/'))
  const callback = page.waitForResponse((response) => isCallback(response.url()))
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  const consent = page.getByRole('button', { name: 'Continue' })
  // A supporter the provider already asked is sent straight back: the consent page never comes.
  const answer = await Promise.race([
    callback,
    consent.waitFor().then(
      () => null,
      () => null,
    ),
  ])
  if (answer) return answer
  await consent.click()
  return callback
}

/** Signed in: the callback sends the supporter back to where they were, with loginSuccess=true (SPEC §4.6). */
async function expectSignedIn(page: Page, callback: Response): Promise<void> {
  expect(callback.status()).toBe(302)
  expect(callback.headers().location).toBe(`${RETURN_TO}?loginSuccess=true`)
  await expect(page).toHaveURL((url) => url.origin === OIDC_SITE && url.pathname === RETURN_TO)
}

async function session(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/session', { headers: { Accept: 'application/json' } })
    return response.ok ? ((await response.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes : null
  })
}

async function expectProblemPage(page: Page, callback: Response | null): Promise<void> {
  expect(callback?.status(), 'a refusal, never a 500').toBe(400)
  await expect(page.getByRole('heading', { level: 1, name: 'There was a problem logging in' })).toBeVisible()
  await expect(page.getByText('Please try again in a few minutes')).toBeVisible()
}

async function userInfoRequests(context: BrowserContext): Promise<number> {
  const response = await context.request.get(`${OIDC_ISSUER}/e2e/userinfo-requests`)
  return ((await response.json()) as { count: number }).count
}

test('a new supporter signs in at the provider and gets an account with its address and names; a returning one is found again', async ({
  page,
  context,
}) => {
  const login = newLogin('grace')
  const before = await userInfoRequests(context)
  await expectSignedIn(page, await signInAtProvider(page, await startSignIn(context), login))
  // The ID token had only `sub`: the site read the address and names from UserInfo.
  expect(await userInfoRequests(context)).toBe(before + 1)
  const first = await session(page)
  expect(first).toMatchObject({ email: `${login}@example.org`, forename: 'Grace', surname: 'Hopper', displayName: 'Grace Hopper' })

  // Signed out everywhere (the site's and the provider's cookies gone), then back.
  await context.clearCookies()
  expect(await session(page)).toBeNull()
  await expectSignedIn(page, await signInAtProvider(page, await startSignIn(context), login))
  const again = await session(page)
  expect(again?.ssoID).toBe(first?.ssoID)
  expect(again?.email).toBe(`${login}@example.org`)
})

test('a tampered state gets the problem page, and nobody is signed in', async ({ page, context }) => {
  // The provider hands back whatever state it was given: another than the one this browser's flow holds.
  const authorize = await startSignIn(context)
  authorize.searchParams.set('state', `${authorize.searchParams.get('state')}x`)
  await expectProblemPage(page, await signInAtProvider(page, authorize, newLogin('tampered')))
  expect(await session(page)).toBeNull()
})

test('a replayed callback gets the problem page: with the flow spent, and with the flow cookie put back (the code is spent)', async ({
  page,
  context,
}) => {
  const authorize = await startSignIn(context)
  const flowCookies = (await context.cookies(`${OIDC_SITE}${CALLBACK_PATH}`)).filter((cookie) => cookie.name === 'club_oidc_flow')
  expect(flowCookies).toHaveLength(1)
  const callback = await signInAtProvider(page, authorize, newLogin('replayed'))
  await expectSignedIn(page, callback)
  const signedIn = await session(page)
  expect(signedIn?.ssoID).toBeTruthy()

  await expectProblemPage(page, await page.goto(callback.url()))
  await context.addCookies(flowCookies)
  await expectProblemPage(page, await page.goto(callback.url()))
  // The refusals changed nothing: the supporter is still who they were.
  await page.goto(RETURN_TO)
  expect((await session(page))?.ssoID).toBe(signedIn?.ssoID)
})

test('a code issued to another client gets the problem page', async ({ page, context }) => {
  // The site's flow (its state, nonce and PKCE challenge), taken to the provider as another application's:
  // the provider's code is for that client, which the site is not.
  const authorize = await startSignIn(context)
  expect(authorize.searchParams.get('client_id')).toBe(SITE_CLIENT.id)
  authorize.searchParams.set('client_id', OTHER_CLIENT.id)
  await expectProblemPage(page, await signInAtProvider(page, authorize, newLogin('other-client')))
  expect(await session(page)).toBeNull()
})
