import { expect, test, waitForHydration } from './fixtures'

// Seed facts: BetNorth (Elite Partners) is not child friendly; neither is the BetNorth footer advert.
const NOT_CHILD_FRIENDLY = 'BetNorth'

test('child-friendly mode removes the sponsors and adverts not flagged child friendly (SPEC §1, §4.2)', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  const toggle = footer.getByRole('switch', { name: 'Child-friendly mode' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(footer.getByRole('img', { name: NOT_CHILD_FRIENDLY })).toHaveCount(0)
  expect(await page.content()).not.toContain('betnorth.example')

  // Off: the page reloads and the server sends them.
  await toggle.scrollIntoViewIfNeeded()
  await Promise.all([page.waitForEvent('load'), toggle.click()])
  await waitForHydration(page)
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(footer.getByRole('img', { name: NOT_CHILD_FRIENDLY }).first()).toBeAttached()
  expect(await page.content()).toContain('betnorth.example')

  // On again: gone from the page and from the HTML.
  await Promise.all([page.waitForEvent('load'), toggle.click()])
  await waitForHydration(page)
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(footer.getByRole('img', { name: NOT_CHILD_FRIENDLY })).toHaveCount(0)
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('betnorth.example')
})

test('a footer advert appears 2 s after the page loads (SPEC §4.8)', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const advert = page.getByRole('complementary', { name: 'Advertisement' })
  await expect(advert).toBeAttached()
  await expect(advert.getByRole('link')).toHaveCount(1, { timeout: 5000 })
  await expect(advert.getByRole('img')).toHaveAttribute('alt', /\S/)
})
