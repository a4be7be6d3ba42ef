import { ARTICLE_PATH, expect, test, textOf } from './fixtures'

// The club of the demo content (worker/seed).
const CLUB_NAME = 'Ipswich Town'

test('the home page shows the club, a lead story, the last and next match and the footer', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const header = page.getByRole('banner')
  await expect(header.locator('.site-header__club')).toHaveText(CLUB_NAME)
  await expect(header.getByRole('link', { name: CLUB_NAME }).first()).toBeVisible()

  // The lead story: a visible headline linking to its dated article address.
  const lead = page.locator('.home__hero .news-card--lead')
  await expect(lead.getByRole('heading')).toBeVisible()
  await expect(lead.getByRole('heading')).not.toBeEmpty()
  await expect(lead.getByRole('link')).toHaveAttribute('href', ARTICLE_PATH)

  for (const heading of ['Last Match', 'Next Match']) {
    const card = page.getByRole('region', { name: heading })
    await expect(card.getByRole('heading', { name: heading })).toBeVisible()
    // Both sides of the match are named.
    await expect(card.locator('.match-card__name')).toHaveCount(2)
    for (const name of await card.locator('.match-card__name').all()) expect(await textOf(name)).not.toBe('')
  }

  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByText(/©|copyright/i)).toBeVisible()
})
