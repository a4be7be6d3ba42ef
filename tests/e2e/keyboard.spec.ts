import { expect, test, waitForHydration } from './fixtures'

// Every overlay's focus trap, Escape and focus return: overlays.spec.ts.

test('the burger toggles the menu: its close button takes the burger’s place while the menu is open (SPEC §2.4)', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const burger = page.locator('.site-header__burger')
  const menu = page.locator('#main-menu')
  await burger.click()
  await expect(menu).toBeVisible()

  // What sits at the burger's spot now is the menu's own close control, inside the dialog.
  const box = (await burger.boundingBox())!
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const onTop = await page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y)?.closest('button')
    return { inMenu: Boolean(hit && document.getElementById('main-menu')?.contains(hit)), label: hit?.textContent ?? '' }
  }, centre)
  expect(onTop).toEqual({ inMenu: true, label: expect.stringContaining('Close menu') })

  // The same spot closes it, and focus goes back to the burger.
  await page.mouse.click(centre.x, centre.y)
  await expect(menu).toBeHidden()
  await expect(burger).toHaveAttribute('aria-expanded', 'false')
  await expect(burger).toBeFocused()
})

test.describe('with the cookie notice shown', () => {
  test.use({ presetChromeCookies: false })

  test.beforeEach(async ({ context, request, baseURL }) => {
    // Every promo already seen: only the cookie notice is in the way (SPEC §4.7, §4.8).
    const promos = ((await (await request.get('/api/promo-overlays/?channel=Web')).json()) as { body: Array<{ promoID: number }> }).body
    await context.addCookies([{ name: 'promo_seen', value: promos.map((p) => p.promoID).join('.'), url: baseURL! }])
  })

  test('the open main menu stacks above the cookie notice', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const notice = page.getByRole('region', { name: 'Cookie Notice' })
    await expect(notice).toBeVisible()
    await page.locator('.site-header__burger').click()
    const panel = page.locator('#main-menu')
    await expect(panel).toBeVisible()

    // A point inside the panel, low enough to be inside the notice's box as well.
    const panelBox = (await panel.boundingBox())!
    const noticeBox = (await notice.boundingBox())!
    const point = { x: panelBox.x + panelBox.width / 2, y: panelBox.y + panelBox.height - 10 }
    expect(point.y).toBeGreaterThan(noticeBox.y)
    const hitsMenu = await page.evaluate(({ x, y }) => {
      const hit = document.elementFromPoint(x, y)
      return Boolean(hit && document.getElementById('main-menu')?.contains(hit))
    }, point)
    expect(hitsMenu).toBe(true)
  })

  test('an element focused where the cookie notice covers the view is scrolled above it (WCAG 2.4.11)', async ({ page }) => {
    await page.goto('/news')
    await waitForHydration(page)
    const notice = page.getByRole('region', { name: 'Cookie Notice' })
    await expect(notice).toBeVisible()
    const link = page.getByRole('contentinfo').getByRole('link').first()

    // Scroll so the link sits inside the viewport but under the notice, then focus it.
    await link.evaluate((el) => {
      const rect = el.getBoundingClientRect()
      window.scrollBy(0, rect.bottom - (window.innerHeight - 8))
    })
    const noticeTop = () => notice.evaluate((el) => el.getBoundingClientRect().top)
    const linkBottom = () => link.evaluate((el) => el.getBoundingClientRect().bottom)
    expect(await linkBottom()).toBeGreaterThan(await noticeTop())
    await link.focus()
    await expect(link).toBeFocused()
    // Focusing scrolls at once (nothing else moves the page here), so this is read straight away.
    expect(await linkBottom()).toBeLessThanOrEqual(await noticeTop())
  })
})

test('screen readers get whole names: the brand link, cut card titles, new-tab sponsors, icon-free menu names', async ({ page }) => {
  await page.goto('/category/first-team')
  await waitForHydration(page)
  // The crest is decoration beside the club name (alt=""), so the name is said once.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ipswich Town', exact: true })).toBeVisible()

  // A card whose title is cut at 48 characters (SPEC §9.1) is named by its whole title.
  const cut = page.locator('.news-card__title[aria-label]').first()
  const full = (await cut.getAttribute('aria-label')) ?? ''
  expect(await cut.textContent()).toMatch(/\.\.\.$/)
  await expect(page.getByRole('heading', { level: 2, name: full, exact: true })).toHaveCount(1)
  await expect(page.getByRole('link', { name: full })).toHaveCount(1)

  // Footer partner logos say that they open a new tab.
  const partner = page.locator('.sponsor-row__link').first()
  await expect(partner).toHaveAccessibleName(/\(opens in a new tab\)$/)

  // Menu icons are hidden: the Tickets menu entry is named by its text alone.
  await expect(page.locator('.sticky-nav__link.menu-link--icon').first().locator('svg')).toHaveAttribute('aria-hidden', 'true')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Town TV', exact: true })).toHaveCount(1)
})

test('the club tagline leads the utility bar on desktop and gives way on a phone (SPEC §1)', async ({ page }, testInfo) => {
  await page.goto('/news')
  const tagline = page.getByRole('banner').getByText('Official website of Ipswich Town Football Club')
  if (testInfo.project.name === 'desktop') await expect(tagline).toBeVisible()
  else await expect(tagline).toBeHidden()
  // Either way the utility bar stays one line high: nothing wraps.
  expect((await page.locator('.sticky-nav').boundingBox())?.height).toBeLessThanOrEqual(40)
})
