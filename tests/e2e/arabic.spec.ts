import { expect, test, waitForHydration } from './fixtures'

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

test('signed in, an Arabic page fits a 375 px phone: the longer Arabic "Profile" does not push the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/account/login')
  await waitForHydration(page)
  await page.getByLabel('Email address').fill('subscriber@example.com')
  await page.getByLabel('Password', { exact: true }).fill('town-tv-demo')
  await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page.locator('.sticky-nav__profile')).toHaveText('Profile', { timeout: 30_000 })
  await page.goto('/category/arabic')
  await waitForHydration(page)
  await expect(page.locator('.sticky-nav__profile')).toHaveText(ARABIC_LETTERS)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
