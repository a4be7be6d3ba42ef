import { type APIRequestContext, type Page, request as playwrightRequest, type TestInfo } from '@playwright/test'
import { accountCopy, DEMO_PASSWORD } from './demo-accounts'
import type { AdvertReport } from '../../shared/types/advert-report'
import { recordEventBeacons } from './event-beacons'
import { expect, ONCE, test, waitForHydration } from './fixtures'

// Issue 12 §2, §3, §5: the footer slots, their events through the queue, and the advertisers' report.

/** A copy of the demo administrator of this test's own (account-copies.mjs: the sign-in limit is per account). */
async function signedInAdmin(baseURL: string, testInfo: TestInfo): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL })
  const response = await api.post('/api/auth/login', { data: { username: accountCopy('admin-report', testInfo), password: DEMO_PASSWORD } })
  expect(response.status(), 'the demo admin signs in').toBe(200)
  return api
}

/** The slot advert's counts in the report now (other tests may add to them too: only increases are asserted). */
async function slotCounts(api: APIRequestContext, advertName: string): Promise<{ impressions: number; clicks: number }> {
  const response = await api.get('/api/admin/adverts/report')
  expect(response.status()).toBe(200)
  const report = ((await response.json()) as { data: { attributes: AdvertReport } }).data.attributes
  const row = report.adverts.find((a) => a.advertKind === 'slot' && a.advertName === advertName)
  return { impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 }
}

/** How many impressions of this footer slot advert the page has sent. */
async function impressionsSent(beacons: () => Promise<string[]>, advertID: number): Promise<number> {
  const events = (await beacons()).flatMap(
    (body) => JSON.parse(body) as Array<{ action: string; data: { advertID?: number; advertKind?: string } }>,
  )
  return events.filter((e) => e.action === 'advertImpression' && e.data.advertKind === 'slot' && e.data.advertID === advertID).length
}

/** Client navigation to another page by a footer menu link (SPEC §2.1: no reload). */
async function navigateByFooterLink(page: Page, name: string, path: string): Promise<number> {
  const clickedAt = Date.now()
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  return clickedAt
}

test('a footer slot advert appears 2 s after navigation; its impression and its click are logged and reported', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  // Two trips through the events queue (its batches close after 1 s) and a second browser context.
  test.setTimeout(90_000)
  const admin = await signedInAdmin(baseURL!, testInfo)
  const beacons = await recordEventBeacons(page)
  // The page's timers run on a clock the test can move on (time still flows), so 'not seen yet' runs them past
  // the second an impression needs instead of waiting for it.
  await page.clock.install()
  await page.goto('/news')
  await waitForHydration(page)
  const slotRequest = page.waitForRequest((r) => r.url().endsWith('/api/advertising/slots/footerSlot1'), { timeout: 15_000 })
  const clickedAt = await navigateByFooterLink(page, 'Supporters', '/supporters')
  // SPEC §4.8: the slot asks for its advert 2 s after the route change, never sooner.
  await slotRequest
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000)

  const link = page.locator('.footer-slot[data-slot="footerSlot1"] a[data-slot-advert-id]')
  await expect(link).toBeAttached({ timeout: 10_000 })
  const advertName = (await link.getByRole('img').getAttribute('alt')) ?? ''
  expect(advertName).not.toBe('')
  const advertID = Number(await link.getAttribute('data-slot-advert-id'))
  const before = await slotCounts(admin, advertName)

  // Below the fold it is not seen: with every timer of the page run 5 s on (the second an impression
  // needs, the batch's wait), the page has sent no impression of it. Counted in the page, not from the
  // report, whose counts other tests running beside this one add to.
  await expect(link).not.toBeInViewport()
  await page.clock.runFor('00:05')
  expect(await impressionsSent(beacons, advertID)).toBe(0)

  // Seen: scrolled into view (on a phone the squares also scroll sideways).
  await link.scrollIntoViewIfNeeded()
  await expect(link).toBeInViewport({ ratio: 0.5 })
  await expect.poll(() => impressionsSent(beacons, advertID)).toBe(1)
  await expect.poll(async () => (await slotCounts(admin, advertName)).impressions, { timeout: 20_000 }).toBeGreaterThan(before.impressions)

  // Clicked, and the page left at once: the beacon still arrives.
  await link.click()
  await page.goto('about:blank')
  await expect.poll(async () => (await slotCounts(admin, advertName)).clicks, { timeout: 20_000 }).toBeGreaterThan(before.clicks)

  // The admin's report page shows both.
  const context = await browser.newContext({ storageState: await admin.storageState() })
  const reportPage = await context.newPage()
  await reportPage.goto('/account/adverts-report')
  const row = reportPage.getByRole('region', { name: 'By advert' }).getByRole('row').filter({ hasText: advertName })
  await expect(row).toHaveCount(1)
  const cells = await row.getByRole('cell').allTextContents()
  // Where, campaign, impressions, clicks, CTR
  expect(cells[0]).toBe('Footer slot')
  expect(Number(cells[2])).toBeGreaterThan(0)
  expect(Number(cells[3])).toBeGreaterThan(0)
  await expect(reportPage.getByRole('img', { name: 'Impressions and clicks by advert' })).toBeVisible()
  await context.close()
  await admin.dispose()
})

/** The page views (route analytics) this page has sent, by path. */
async function pageViewsSent(beacons: () => Promise<string[]>): Promise<string[]> {
  const events = (await beacons()).flatMap((body) => JSON.parse(body) as Array<{ action: string; data: { path?: string } }>)
  return events.filter((e) => e.action === 'pageView').map((e) => e.data.path ?? '')
}

test.describe('route analytics (SPEC §3 tracking event, §4.7, §9.4)', () => {
  test(
    'with analytics consent, the first page and each client navigation send one page view of their own path',
    ONCE,
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'cookie_consent_categories', value: 'analytics', url: baseURL! }])
      const beacons = await recordEventBeacons(page)
      await page.goto('/news')
      await waitForHydration(page)
      await expect.poll(() => pageViewsSent(beacons)).toEqual(['/news'])
      await navigateByFooterLink(page, 'Supporters', '/supporters')
      await expect.poll(() => pageViewsSent(beacons)).toEqual(['/news', '/supporters'])
    },
  )

  test('without analytics consent no page view is sent', ONCE, async ({ page }) => {
    const beacons = await recordEventBeacons(page)
    await page.goto('/news')
    await waitForHydration(page)
    await navigateByFooterLink(page, 'Supporters', '/supporters')
    // The slot adverts' own requests (2 s after the route change) show the page's timers have run past the page view's.
    await expect(page.locator('.footer-slot a[data-slot-advert-id]').first()).toBeAttached({ timeout: 10_000 })
    expect(await pageViewsSent(beacons)).toEqual([])
  })
})

test.describe('tag-manager data layer (SPEC §7)', () => {
  test('without marketing consent nothing is pushed', ONCE, async ({ page }) => {
    await page.goto('/news')
    await waitForHydration(page)
    const link = page.locator('.footer-slot a[data-slot-advert-id]').first()
    await expect(link).toBeAttached({ timeout: 10_000 })
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([])
  })

  test('with marketing consent, adLoad and adClick are pushed with the advert name', ONCE, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookie_consent_categories', value: 'marketing', url: baseURL! }])
    await page.goto('/news')
    await waitForHydration(page)
    const link = page.locator('.footer-slot[data-slot="footerSlot2"] a[data-slot-advert-id]')
    await expect(link).toBeAttached({ timeout: 10_000 })
    const advertName = await link.getByRole('img').getAttribute('alt')
    const pushed = () => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
    await expect.poll(pushed).toContainEqual({ event: 'adLoad', advertName })
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect.poll(pushed).toContainEqual({ event: 'adClick', advertName })
  })
})
