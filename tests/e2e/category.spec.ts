import { expect, test, waitForHydration } from './fixtures'

const ARABIC_LETTERS = /[\u0600-\u06FF]/

test('the Arabic category renders right to left', async ({ page }, testInfo) => {
  const response = await page.goto('/category/arabic')
  expect(response?.status()).toBe(200)
  await waitForHydration(page)

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toHaveText(ARABIC_LETTERS)
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')

  const cards = page.locator('.news-card')
  await expect(cards).toHaveCount(6)
  await expect(cards.first().locator('.news-card__title')).toHaveText(ARABIC_LETTERS)
  if (testInfo.project.name === 'desktop') {
    // A mirrored grid: the first card sits to the right of the second.
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()])
    expect(first && second && first.x > second.x).toBe(true)
  }
})

declare global {
  interface Window {
    __categoryMarker?: string
  }
}

test("'Load more' appends the next articles in place", async ({ page }) => {
  await page.goto('/category/first-team')
  await waitForHydration(page)
  await page.evaluate(() => {
    window.__categoryMarker = 'kept'
  })
  const cards = page.locator('.news-card')
  await expect(cards).toHaveCount(12)
  const firstTitle = await cards.first().locator('.news-card__title').textContent()
  await page.getByRole('link', { name: 'Load more' }).click()
  await expect(page).toHaveURL(/\/category\/first-team\?page=2$/)
  await expect.poll(() => cards.count()).toBeGreaterThan(12)
  await expect(cards.first().locator('.news-card__title')).toHaveText(firstTitle ?? '')
  expect(await page.evaluate(() => window.__categoryMarker)).toBe('kept')
})
