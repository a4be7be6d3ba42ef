import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ARTICLE_PATH, expect, test, waitForHydration } from './fixtures'

/**
 * Issue 13 §7: axe over every page type and every overlay, in English and
 * Arabic; both Playwright projects run it (desktop 1440 and phone 375). Zero
 * serious or critical violations of WCAG 2.2 A/AA.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await waitForHydration(page)
}

const PAGES = [
  '/',
  '/news',
  '/news/town-arabic-welcome',
  '/matches',
  '/matches/women?view=table',
  '/match/first-team/2025-26/21',
  '/teams',
  '/players/first-team/jack-harlow',
  '/club',
  '/videos',
  '/live',
  '/videos/browse',
  '/videos/categories',
  '/videos/faqs',
  '/videos/subscriptions',
  '/account/login',
  '/account/login?lang=ar',
  '/payment-successful',
  '/cancelled-payment',
]

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    await open(page, path)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test.describe('the error page', () => {
  // The browser logs the page's own 404 status.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) @ .*\/no-such-page$/] })
  test('axe: a page that does not exist', async ({ page }) => {
    await open(page, '/no-such-page')
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('axe: a news article', async ({ page }) => {
  await open(page, '/news')
  const href = await page.locator('a.news-card__link').first().getAttribute('href')
  expect(href).toMatch(ARTICLE_PATH)
  await open(page, href ?? '/')
  expect(await seriousViolations(page)).toEqual([])
})

test.describe('overlays', () => {
  test('axe: the main menu, the search and the account panel', async ({ page }) => {
    await open(page, '/')
    await page.locator('.site-header__burger').click()
    await expect(page.locator('#main-menu')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    await page.locator('.site-header__search').click()
    await expect(page.locator('#search-overlay')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    await page.locator('.sticky-nav__profile').click()
    await expect(page.locator('#account-panel')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('axe: the video player', async ({ page, request }) => {
    const feed = await request.get('/api/videos/feed/1/sections/?section=current&pageIndex=0&pageSize=1')
    const body = (await feed.json()) as { sections: Array<{ itemData: Array<{ mediaData: { entryId: string } }> }> }
    const entryId = body.sections[0]?.itemData[0]?.mediaData.entryId
    await open(page, `/videos/${entryId}`)
    await expect(page.locator('.video-player[role="dialog"]')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('the cookie notice', () => {
  test.use({ presetChromeCookies: false })
  test('axe: the cookie notice over the home page', async ({ page }) => {
    await open(page, '/')
    await expect(page.getByText('Cookie Notice').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
