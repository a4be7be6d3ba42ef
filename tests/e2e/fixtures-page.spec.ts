import { expect, test, waitForHydration } from './fixtures'

declare global {
  interface Window {
    /** Lives as long as the document: still there means no reload happened. */
    __fixturesMarker?: string
  }
}

test('the fixtures page switches team and season without reloading', async ({ page }) => {
  await page.goto('/matches')
  await waitForHydration(page)
  await page.evaluate(() => {
    window.__fixturesMarker = 'kept'
  })
  const teams = page.getByRole('navigation', { name: 'Teams' })
  await expect(teams.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('.fixture').first()).toContainText('Wrexham')

  await teams.getByRole('link', { name: 'Women', exact: true }).click()
  await expect(page).toHaveURL(/\/matches\/women$/)
  await expect(teams.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('.page-title__eyebrow')).toHaveText('Women')
  await expect(page.locator('.fixture').first()).toContainText('Ipswich Town Women')

  await page.getByText('Season 2025/26').click()
  await page.getByRole('link', { name: '2024/25' }).click()
  await expect(page).toHaveURL(/\/matches\/women\/2024-25$/)
  await expect(page.getByText('Season 2024/25')).toBeVisible()
  await expect(page.getByText('There are no fixtures for this season.')).toBeVisible()
  await expect(page.getByText('Fixtures for the new season are coming soon')).toHaveCount(0)

  expect(await page.evaluate(() => window.__fixturesMarker)).toBe('kept')
})

test('a fixture in the last month opens its match centre from the keyboard, without reloading', async ({ page }) => {
  await page.goto('/matches')
  await waitForHydration(page)
  await page.evaluate(() => {
    window.__fixturesMarker = 'kept'
  })
  // Issue 13 §4: the months after the first hydrate after the rest of the page, and the browser lays them out
  // only near the screen; the last one's links still take focus and open the match centre in the page.
  const link = page.locator('.fixture-month').last().locator('.fixture__link').last()
  const href = await link.getAttribute('href')
  await link.focus()
  await expect(link).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === href)
  await expect(page.locator('.fixture-month')).toHaveCount(0)
  expect(await page.evaluate(() => window.__fixturesMarker)).toBe('kept')
})

test('the women’s league table is one tab away', async ({ page }) => {
  await page.goto('/matches/women')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Table' }).click()
  await expect(page).toHaveURL(/\/matches\/women\?view=table$/)
  await expect(page.locator('.league-table tbody tr').first()).toContainText('Bristol City Women')
  await expect(page.locator('.league-table tr.is-ours')).toContainText('Ipswich Town Women')
})
