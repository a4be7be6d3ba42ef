import { expect, test } from './fixtures'

// The Arabic article of the demo content (worker/seed).
const ARABIC_ARTICLE = '/news/town-arabic-welcome'
const ARABIC_LETTERS = /[\u0600-\u06FF]/

test('an Arabic article reads right to left', async ({ page }) => {
  const response = await page.goto(ARABIC_ARTICLE)
  expect(response?.status()).toBe(200)

  const html = page.locator('html')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(html).toHaveAttribute('lang', 'ar')
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toBeVisible()
  await expect(title).toHaveText(ARABIC_LETTERS)
})
