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

test('the women’s league table is one tab away', async ({ page }) => {
  await page.goto('/matches/women')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Table' }).click()
  await expect(page).toHaveURL(/\/matches\/women\?view=table$/)
  await expect(page.locator('.league-table tbody tr').first()).toContainText('Bristol City Women')
  await expect(page.locator('.league-table tr.is-ours')).toContainText('Ipswich Town Women')
})
