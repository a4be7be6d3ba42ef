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
  await expect(page.locator('.sticky-nav__profile')).toContainText('Profile', { timeout: 30_000 })
  await page.goto('/category/arabic')
  await waitForHydration(page)
  await expect(page.locator('.sticky-nav__profile')).toHaveText(ARABIC_LETTERS)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test.describe('an Arabic live page keeps its reader in Arabic', () => {
  // A signed-out visitor's stream check is refused on purpose (SPEC §8.1), which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 403 /] })

  test("signed out, the live audio notice's login link leads to the Arabic login form and back to the Arabic page", async ({ page }) => {
    const live = '/live/audio/live-audio-commentary?lang=ar'
    await page.goto(live)
    await waitForHydration(page)
    const panel = page.locator('section.audio-panel--panel')
    await expect(panel.getByText('يرجى تسجيل الدخول للوصول إلى هذا البث')).toBeVisible({ timeout: 30_000 })
    const login = panel.getByRole('link', { name: 'تسجيل الدخول' })
    await expect(login).toHaveAttribute('href', `/account/login?returnTo=${encodeURIComponent(live)}&lang=ar`)
    await login.click()
    await expect(page).toHaveURL(/\/account\/login\?.*lang=ar/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول')
  })
})
