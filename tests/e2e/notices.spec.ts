import { expect, test, waitForHydration } from './fixtures'

const toast = (page: import('@playwright/test').Page) => page.locator('.account-notification__toast')

test("?loginSuccess=true shows 'Logged In', tidies the address and closes itself after 4 s (SPEC §2.1, §4.8)", async ({ page }) => {
  // The page's time moves only when the test says, so a busy machine cannot skew the 4 s.
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
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
  // The toast closes itself after 4 s; with the page's clock held, a slow machine cannot let
  // that happen before the click, so the test sees the Close button do it.
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
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

test.describe('without a connection', () => {
  // The browser logs each request it could not send while offline.
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] })

  test('a navigation without a connection keeps the page and shows the error bar, which counts down from 30 s and closes (SPEC §2.10, §4.8)', async ({
    page,
    context,
  }) => {
    // The page's time moves only when the test says, so a busy machine cannot skew the countdown.
    const start = Date.now()
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 1000)
    await page.goto('/')
    await waitForHydration(page)
    await context.setOffline(true)
    await page.getByRole('link', { name: 'All news' }).click()
    const bar = page.getByRole('alert').filter({ hasText: 'Connection problem' })
    await expect(bar).toContainText("We couldn't load that page. Check your connection and try again.")
    await expect(bar).toContainText('Closes in 30 s')
    // The visitor keeps the page they were reading instead of the browser's offline screen.
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'All news' })).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(bar).toContainText('Closes in 20 s')
    await page.clock.runFor(20_500)
    await expect(bar).toBeHidden()
    // Back online, the same link works again.
    await context.setOffline(false)
    await page.getByRole('link', { name: 'All news' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  })

  test('the error bar closes at once with its close button', async ({ page, context }) => {
    await page.goto('/')
    await waitForHydration(page)
    await context.setOffline(true)
    await page.getByRole('link', { name: 'All news' }).click()
    const bar = page.getByRole('alert').filter({ hasText: 'Connection problem' })
    await expect(bar).toBeVisible()
    await bar.getByRole('button', { name: 'Close' }).click()
    await expect(bar).toBeHidden()
  })

  test('an overlay whose code cannot load offline closes again with the error bar, and opens once back online (SPEC §8.3)', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await context.setOffline(true)
    const open = page.getByRole('button', { name: 'Open search' })
    await open.click()
    const bar = page.getByRole('alert').filter({ hasText: 'Connection problem' })
    await expect(bar).toBeVisible()
    // The page is still there and not locked behind an overlay that never came.
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveClass(/is-locked/)
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: 'All news' })).toBeVisible()
    await context.setOffline(false)
    // On a phone the bar lies over the header: the visitor closes it first.
    await bar.getByRole('button', { name: 'Close' }).click()
    await open.click()
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
  })
})
