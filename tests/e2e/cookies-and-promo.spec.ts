import { expect, ONCE, test, waitForHydration } from './fixtures'

// These tests are about the cookie popup and the overlay promo themselves.
test.use({ presetChromeCookies: false })

const DAY = 86_400

test('the promo shows once over the cookie notice, and the cookie choice survives a reload (SPEC §4.7, §4.8)', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForHydration(page)

  const popup = page.getByRole('region', { name: 'Cookie Notice' })
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/cookie-policy')

  // The first active promo shows over a locked page without waiting for the
  // cookie choice; the cookie notice is still there once it is closed.
  const promo = page.locator('.promo-overlay [role="dialog"]')
  await expect(promo).toBeVisible()
  await expect(promo.locator('img')).toHaveAttribute('alt', /\S/)
  await expect(page.locator('body')).toHaveClass(/is-locked/)
  await page.keyboard.press('Escape')
  await expect(promo).toBeHidden()
  await expect(page.locator('body')).not.toHaveClass(/is-locked/)
  // SPEC §9.4 asks until 2099; Chromium caps any cookie at 400 days, so the cap is what it keeps.
  const seen = (await context.cookies()).find((c) => c.name === 'promo_seen')
  expect(seen!.expires - Date.now() / 1000).toBeGreaterThan(399 * DAY)

  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Only Essential' }).click()
  await expect(popup).toBeHidden()
  const cookies = await context.cookies()
  const given = cookies.find((c) => c.name === 'cookie_consent_given')
  expect(given?.value).toBe('true')
  // SPEC §9.4: 60 days.
  expect(given!.expires - Date.now() / 1000).toBeGreaterThan(59 * DAY)
  expect(given!.expires - Date.now() / 1000).toBeLessThanOrEqual(60 * DAY + 5)
  expect(cookies.find((c) => c.name === 'cookie_consent_categories')?.value).toBe('')

  // After a reload the server leaves the popup out of the HTML: it never flashes.
  const reload = await page.reload()
  expect(await reload!.text()).not.toContain('Accept All Cookies')
  await waitForHydration(page)
  await expect(popup).toBeHidden()
  // Each further active promo shows once, one per visit; then none is left.
  const active = ((await (await page.request.get('/api/promo-overlays/?channel=Web')).json()) as { body: unknown[] }).body.length
  for (let shown = 1; shown < active; shown += 1) {
    await expect(promo).toBeVisible()
    await promo.getByRole('button', { name: 'Close promotion' }).click()
    await page.reload()
    await waitForHydration(page)
  }
  await page.waitForLoadState('networkidle')
  await expect(promo).toHaveCount(0)
  // Only essential cookies: no page views are tracked.
  const tracked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/events', { timeout: 1500 }).catch(() => null)
  expect(await tracked).toBeNull()
})

test("a new visitor's promo comes with the page: no promo request first, and its picture fetched once, before the dialog (SPEC §4.8)", async ({
  page,
}) => {
  const asked: string[] = []
  const pictures: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/promo-overlays')) asked.push(path)
    if (path.startsWith('/images/') && request.resourceType() === 'image') pictures.push(path)
  })
  // When the dialog comes into the document, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('.promo-overlay')) return
      ;(window as { dialogAt?: number }).dialogAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  const promo = page.locator('.promo-overlay [role="dialog"] img')
  await expect(promo).toBeVisible()
  await expect.poll(() => promo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const shown = await promo.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(pictures.filter((path) => path === new URL(shown).pathname)).toHaveLength(1)
  expect(asked).toEqual([])
  // The picture was asked for while the page's code was still loading, before there was a dialog to show it.
  const timing = await page.evaluate((url) => {
    const entry = performance.getEntriesByName(url)[0]
    return { pictureAt: entry?.startTime ?? Number.NaN, dialogAt: (window as { dialogAt?: number }).dialogAt ?? Number.NaN }
  }, shown)
  expect(timing.pictureAt).toBeLessThan(timing.dialogAt)
})

test('Accept All Cookies starts tracking page views (SPEC §4.7)', ONCE, async ({ page, context }) => {
  // Promos already seen, so the popup is the only thing on the page.
  const promos = (await (await page.request.get('/api/promo-overlays/?channel=Web')).json()) as { body: Array<{ promoID: number }> }
  await context.addCookies([
    { name: 'promo_seen', value: promos.body.map((p) => p.promoID).join('.'), url: test.info().project.use.baseURL! },
  ])
  await page.goto('/')
  await waitForHydration(page)
  const event = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/events' && r.method() === 'POST')
  await page.getByRole('button', { name: 'Accept All Cookies' }).click()
  // Events go in batches (a JSON array, by navigator.sendBeacon: issue 12 §3).
  const batch = (await event).postDataJSON() as Array<{ action: string; data: { path: string } }>
  expect(batch.find((e) => e.action === 'pageView')?.data.path).toBe('/')
  const categories = (await context.cookies()).find((c) => c.name === 'cookie_consent_categories')
  expect(categories?.value).toBe('analytics.marketing.personalisation')

  // Tracking starts at load on the next visit.
  const onLoad = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/events')
  await page.reload()
  await onLoad
  await expect(page.getByRole('region', { name: 'Cookie Notice' })).toBeHidden()
})

test.describe('when the promo overlays cannot be loaded (SPEC §8.3, issue 13 §8)', () => {
  // Chromium logs the failed fetch itself; the site logs nothing as an error.
  test.use({ allowedConsoleErrors: [/status of 503 .*@ .*\/api\/promo-overlays\//] })

  test('no promo and no error show; the page works as ever', async ({ page, context }) => {
    // Every promo the page carries already seen, so the browser asks the promo API for newer ones.
    const active = (await (await page.request.get('/api/promo-overlays/?channel=Web')).json()) as { body: Array<{ promoID: number }> }
    const url = test.info().project.use.baseURL!
    await context.addCookies([
      { name: 'cookie_consent_given', value: 'true', url },
      { name: 'promo_seen', value: active.body.map((p) => p.promoID).join('.'), url },
    ])
    // The answer the worker gives when D1 fails (tests/worker/faults.test.ts pins it), here for every promo fetch.
    let asked = 0
    await page.route('**/api/promo-overlays/**', (route) => {
      asked += 1
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ code: 'promos_unavailable', message: 'Promotions cannot be loaded just now' }] }),
      })
    })
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect.poll(() => asked).toBeGreaterThan(0)
    await expect(page.locator('.promo-overlay')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveClass(/is-locked/)
    // The page behind is usable: the menu opens.
    await page.locator('.site-header__burger').click()
    await expect(page.locator('#main-menu')).toBeVisible()
  })
})

test("on /videos a new visitor's promo picture is asked for at high priority, not queued behind the carousels' thumbnails (SPEC §4.8, issue 13 §4)", async ({
  page,
}) => {
  // Chromium's own priority for each request (the page cannot read it).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    priorities.set(new URL(request.url).pathname, request.initialPriority)
  })
  await page.goto('/videos')
  const promo = page.locator('.promo-overlay [role="dialog"] img')
  await expect(promo).toBeVisible()
  const shown = new URL(await promo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
  expect(priorities.get(shown)).toBe('High')
  // The carousels' thumbnails are the many low-priority requests it used to wait behind.
  const thumbnails = [...priorities].filter(([path]) => /^\/images\/\d+x\d+\/videos\//.test(path))
  expect(thumbnails.filter(([, priority]) => priority === 'Low').length, JSON.stringify(thumbnails)).toBeGreaterThan(3)
})
