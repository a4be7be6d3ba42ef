import { expect, test } from './fixtures'

const MISSING_PATH = '/no-such-page-here'

// Chromium logs the document's own 404 status as a console error; any other
// failed resource on the page still fails the test.
test.use({
  allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 .* @ https?:\/\/[^/]+\/no-such-page-here$/],
})

test('an unknown address shows the 404 page with quick links', async ({ page }) => {
  const response = await page.goto(MISSING_PATH)
  expect(response?.status()).toBe(404)

  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible()
  await expect(page.getByText('404 error', { exact: true })).toBeVisible()

  const quickLinks = page.getByRole('navigation', { name: 'Quick Links' })
  await expect(quickLinks.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news')
  await expect(quickLinks.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/matches')
  await expect(quickLinks.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/teams')
  const tickets = quickLinks.getByRole('link', { name: /^Tickets/ })
  await expect(tickets).toBeVisible()
  await expect(tickets).toHaveAttribute('target', '_blank')
})
