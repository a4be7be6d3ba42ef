import { ARTICLE_PATH, expect, test, textOf } from './fixtures'

test.use({ javaScriptEnabled: false })

test('a visitor without JavaScript reads a free news article in full', async ({ page }) => {
  await page.goto('/')
  const link = page.locator('.home__news .news-card__link').first()
  const href = await link.getAttribute('href')
  expect(href).toMatch(ARTICLE_PATH)

  // A real link, followed by the browser itself.
  await link.click()
  await expect(page).toHaveURL((url) => url.pathname === href)
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toBeVisible()
  await expect(title).not.toBeEmpty()
  const body = page.locator('.news-article__body')
  await expect(body).toBeVisible()
  expect((await textOf(body)).length, 'the article body is there as text').toBeGreaterThan(100)
})

test('without JavaScript the child-friendly switch still works: a form post, and back on the same page with the choice (SPEC §1, §4.2)', async ({
  page,
}) => {
  await page.goto('/news')
  const toggle = page.getByRole('contentinfo').getByRole('switch', { name: 'Child-friendly mode' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
})
