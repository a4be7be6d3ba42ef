import { expect, test, waitForHydration } from './fixtures'

const toast = (page: import('@playwright/test').Page) => page.locator('.account-notification__toast')

test("?loginSuccess=true shows 'Logged In', tidies the address and closes itself after 4 s (SPEC §2.1, §4.8)", async ({ page }) => {
  await page.clock.install()
  await page.goto('/news?loginSuccess=true')
  await waitForHydration(page)
  await expect(toast(page)).toHaveText(/Logged In/)
  await expect(page).toHaveURL(/\/news$/)
  await page.clock.runFor(3000)
  await expect(toast(page)).toBeVisible()
  await page.clock.runFor(1500)
  await expect(toast(page)).toBeHidden()
})

test("?logoutSuccess=true shows 'Logged Out' and the visitor can close it at once", async ({ page }) => {
  await page.goto('/?logoutSuccess=true')
  await waitForHydration(page)
  await expect(toast(page)).toHaveText(/Logged Out/)
  await expect(page).toHaveURL(/\/$/)
  await toast(page).getByRole('button', { name: 'Close' }).click()
  await expect(toast(page)).toBeHidden()
})

test('the 2 px loading bar runs while a slow navigation loads, then hides (SPEC §2.10)', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  // Hold the page data back past the 200 ms throttle; the server still answers it.
  await page.route('**/api/page?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const bar = page.getByRole('progressbar', { includeHidden: true })
  await expect(bar).toHaveCSS('height', '2px')
  await page.getByRole('link', { name: 'All news' }).click()
  await expect(bar).toHaveClass(/loading-bar--running/)
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await expect(bar).toHaveClass(/loading-bar--idle/)
})
