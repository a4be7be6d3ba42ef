import { ARTICLE_PATH, expect, test, textOf, waitForHydration } from './fixtures'

declare global {
  interface Window {
    /** Survives only as long as the document does. */
    __noReload?: string
  }
}

test('a visitor opens a news article from the home page and comes back without a full reload', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    window.__noReload = 'marker'
  })
  const homeTitle = await page.title()

  // A story further down the page, so the jump back to the top is visible.
  const card = page.locator('.home__news .news-card__link').first()
  // Card titles are cut to 48 characters plus '...' (SPEC §9.1).
  const cardTitle = (await textOf(card.locator('.news-card__title'))).replace(/\.\.\.$/, '')
  await card.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 200))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

  const pageData = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/page' && r.request().method() === 'GET')
  await card.click()
  const response = await pageData
  expect(response.status()).toBe(200)
  expect(new URL(response.url()).searchParams.get('path')).toMatch(ARTICLE_PATH)

  const heading = page.getByRole('heading', { level: 1, name: cardTitle })
  await expect(heading).toBeVisible()
  await expect(page).toHaveURL((url) => ARTICLE_PATH.test(url.pathname))
  expect(await page.evaluate(() => window.__noReload)).toBe('marker')
  await expect(page).not.toHaveTitle(homeTitle)
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(await textOf(heading))))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.locator('.home__hero .news-card--lead')).toBeVisible()
  await expect(page).toHaveTitle(homeTitle)
  expect(await page.evaluate(() => window.__noReload)).toBe('marker')
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test('a malformed hash in the address is harmless: the page stays up and the hash scroll does not throw (SPEC §2.1)', async ({ page }) => {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto('/news#%zz')
  await waitForHydration(page)
  // The hash scroll runs 1 s after load; the fixture fails the test on any page error it raises.
  await page.clock.runFor(1500)
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
