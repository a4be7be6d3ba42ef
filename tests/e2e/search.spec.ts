import { expect, ONCE, test, waitForHydration } from './fixtures'

const TERM = 'town'
const SIZE = 8

test('search opens, types, pages and closes on an underlay click (SPEC §2.5, §4.9)', async ({ page, request }) => {
  const api = await request.get(`/api/news/search?query=${TERM}`)
  const found = ((await api.json()) as { hits: { found: number } }).hits.found
  expect(found, 'the demo news has enough hits to page').toBeGreaterThan(2 * SIZE)

  await page.goto('/')
  await waitForHydration(page)
  const open = page.getByRole('button', { name: 'Open search' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await expect(dialog).toBeVisible()
  const input = dialog.getByRole('searchbox', { name: 'Search' })
  await expect(input).toBeFocused()

  await input.pressSequentially(TERM, { delay: 40 })
  const count = dialog.locator('.search-results__count')
  await expect(count).toHaveText(`Displaying 1 - ${SIZE} of ${found} Result(s)`)
  await expect(dialog.locator('.search-hit')).toHaveCount(SIZE)
  // Date 'D MMM YYYY', a category and a title on each hit.
  await expect(dialog.locator('.search-hit time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
  await expect(dialog.locator('.search-hit__category').first()).not.toBeEmpty()

  // Page 2 by its button, then next; previous is disabled on page 1 only.
  const pager = dialog.getByRole('navigation', { name: 'Search result pages' })
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click()
  await expect(count).toHaveText(`Displaying ${SIZE + 1} - ${2 * SIZE} of ${found} Result(s)`)
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(count).toHaveText(new RegExp(`^Displaying ${2 * SIZE + 1} - \\d+ of ${found} Result\\(s\\)$`))

  // Changing the sort re-runs the search from page 1.
  await dialog.getByLabel('Sort by').selectOption('relevance')
  await expect(count).toHaveText(`Displaying 1 - ${SIZE} of ${found} Result(s)`)

  // A new term starts again at page 1; nonsense finds nothing.
  await input.fill('zzqqxx')
  await expect(dialog.locator('.search-results__empty')).toHaveText('No results found')

  // A click on the underlay (below the panel) closes it and gives focus back.
  const viewport = page.viewportSize()!
  await page.mouse.click(viewport.width / 2, viewport.height - 10)
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
})

test('paging with the keyboard keeps focus in the search dialog (SPEC §2.5, §4.9)', ONCE, async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const input = dialog.getByRole('searchbox', { name: 'Search' })
  await expect(input).toBeFocused()
  await input.pressSequentially(TERM, { delay: 40 })
  const count = dialog.locator('.search-results__count')
  await expect(count).toHaveText(new RegExp(`^Displaying 1 - ${SIZE} of \\d+ Result\\(s\\)$`))

  // Tab through the dialog to the page 2 button, as a keyboard user would.
  const pageTwo = dialog.getByRole('navigation', { name: 'Search result pages' }).getByRole('button', { name: 'Page 2', exact: true })
  const insideDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.id ?? null)
  for (let presses = 0; presses < 40 && !(await pageTwo.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab')
    expect(await insideDialog()).toBe('search-overlay')
  }
  await expect(pageTwo).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(count).toHaveText(new RegExp(`^Displaying ${SIZE + 1} - ${2 * SIZE} of \\d+ Result\\(s\\)$`))
  await expect(pageTwo).toHaveAttribute('aria-current', 'page')
  // The pressed button stayed mounted through the load, so focus is where the visitor left it.
  await expect(pageTwo).toBeFocused()
  expect(await insideDialog()).toBe('search-overlay')

  // Tabbing on past the pager wraps round inside the dialog.
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab')
    expect(await insideDialog()).toBe('search-overlay')
  }
})

test(
  'the video search counts, loads more by keyboard and starts again for a new term (SPEC §2.5, §4.9)',
  ONCE,
  async ({ page, request }) => {
    const VIDEO_TERM = 'v'
    const PAGE = 12
    const api = await request.get(`/api/videos/search?title=${VIDEO_TERM}`)
    const total = ((await api.json()) as { meta: { total: number } }).meta.total
    expect(total, 'the demo videos fill more than one page').toBeGreaterThan(PAGE)

    // A streamer-layout page, where the overlay searches videos.
    await page.goto('/videos/faqs')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    const input = dialog.getByRole('searchbox', { name: 'Search' })
    await input.pressSequentially(VIDEO_TERM, { delay: 40 })
    const count = dialog.locator('.search-results__count')
    await expect(count).toHaveText(`Showing ${PAGE} of ${total} results`)
    await expect(dialog.locator('.search-hit')).toHaveCount(PAGE)

    // 'Load more' by keyboard adds the next page; focus stays in the dialog, on the first video it added.
    const more = dialog.getByRole('button', { name: 'Load more' })
    await more.focus()
    await page.keyboard.press('Enter')
    const shown = Math.min(total, 2 * PAGE)
    await expect(count).toHaveText(`Showing ${shown} of ${total} results`)
    await expect(dialog.locator('.search-hit')).toHaveCount(shown)
    await expect(dialog.locator('.search-hit').nth(PAGE)).toBeFocused()

    // A new term starts again at page 0; nonsense finds nothing.
    await input.fill('zzqqxx')
    await expect(count).toHaveText('No results')
    await expect(dialog.locator('.search-hit')).toHaveCount(0)
  },
)

test('a video title over 48 characters is cut with "..." in the results, and the link still says all of it (SPEC §9.1)', async ({
  page,
}) => {
  const LONG = 'U18s: a day at Playford Road with the scholars and their coaches'
  await page.goto('/videos/faqs')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await dialog.getByRole('searchbox', { name: 'Search' }).pressSequentially('Playford', { delay: 40 })
  const hit = dialog.locator('.search-hit', { hasText: 'U18s: a day' })
  await expect(hit).toHaveCount(1)
  await expect(hit.locator('.search-hit__title [aria-hidden="true"]')).toHaveText(`${LONG.slice(0, 48)}...`)
  await expect(hit).toHaveAccessibleName(new RegExp(LONG))
})

test('exact matches wrap the term in quotes, and a route change closes search', ONCE, async ({ page }) => {
  await page.goto('/news')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const searched = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/news/search' && new URL(r.url()).searchParams.get('query') === '"late win"',
  )
  await dialog.getByLabel('Show').selectOption('exact')
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('late win')
  await searched
  const hit = dialog.locator('.search-hit').first()
  await expect(hit).toBeVisible()
  const title = (await hit.locator('.search-hit__title').textContent()) ?? ''
  await hit.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  // Escape closes it too.
  await page.getByRole('button', { name: 'Open search' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
