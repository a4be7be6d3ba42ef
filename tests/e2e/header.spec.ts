import { expect, test, waitForHydration } from './fixtures'

/** Scrolls in steps, so the page sees a direction as a visitor's scrolling makes one. */
async function scrollBy(page: import('@playwright/test').Page, total: number, steps = 6) {
  for (let i = 0; i < steps; i += 1) {
    await page.evaluate((dy) => window.scrollBy(0, dy), total / steps)
    await page.waitForTimeout(60)
  }
}

test('the header hides when scrolling down and comes back when scrolling up (SPEC §2.4)', async ({ page }) => {
  await page.goto('/news')
  await waitForHydration(page)
  const header = page.getByRole('banner')
  const bottom = () => header.evaluate((el) => el.getBoundingClientRect().bottom)
  const top = () => header.evaluate((el) => el.getBoundingClientRect().top)

  // Within the header height it is shown in place.
  await expect(header).toHaveAttribute('data-reveal', 'top')
  await expect(header).toBeInViewport()

  await scrollBy(page, 1200)
  await expect.poll(bottom).toBeLessThanOrEqual(0)
  await expect(header).not.toBeInViewport()

  // Scrolling up past the 300 px threshold brings it back, sticky at the top.
  await scrollBy(page, -200, 4)
  await expect(header).toHaveAttribute('data-reveal', 'revealed')
  await expect.poll(top).toBe(0)
  await expect(header).toBeInViewport()
  await expect(header.getByRole('button', { name: 'Open search' })).toBeVisible()

  // Down again: it slides away.
  await scrollBy(page, 400, 4)
  await expect(header).toHaveAttribute('data-reveal', 'hidden')
  await expect.poll(bottom).toBeLessThanOrEqual(0)

  // Back at the top it is in its place again.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-reveal', 'top')
  await expect(header).toBeInViewport()
})

test('a keyboard user tabbing into the hidden header brings it back into view (WCAG 2.4.11)', async ({ page }) => {
  await page.goto('/news')
  await waitForHydration(page)
  const header = page.getByRole('banner')
  const burger = header.locator('.site-header__burger')

  // Down, up past the threshold (sticky), down again: the sticky header slides away, off-screen.
  await scrollBy(page, 1200)
  await scrollBy(page, -200, 4)
  await expect(header).toHaveAttribute('data-reveal', 'revealed')
  await scrollBy(page, 400, 4)
  await expect(header).toHaveAttribute('data-reveal', 'hidden')
  await expect(header).not.toBeInViewport()

  // Focus the main content without scrolling, then Shift+Tab back into the header: its last control.
  await page.evaluate(() => document.getElementById('main')?.focus({ preventScroll: true }))
  const scrollY = await page.evaluate(() => window.scrollY)
  await page.keyboard.press('Shift+Tab')
  await expect(burger).toBeFocused()
  await expect(burger).toBeInViewport({ ratio: 1 })
  await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0)
  // The header itself comes back: the page did not jump up to find the control.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
  await expect(header).toHaveAttribute('data-reveal', 'hidden')
})
