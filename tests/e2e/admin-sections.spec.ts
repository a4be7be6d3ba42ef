import { seriousViolations } from './axe'
import { accountCopy } from './demo-accounts'
import { expect, ONCE, test, waitForHydration } from './fixtures'
import { signInAs } from './overlay-setup'

// Issue 19 §3, §4, §6 in a real browser: the back office's pages and menus, football data, commerce and advert sections
// open, pass axe, and a form saves what an editor typed to the public site.

async function axeEach(page: import('@playwright/test').Page, paths: readonly string[]) {
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
}

test('axe on the pages and menus and football data pages, signed in as an editor', async ({ page }, testInfo) => {
  test.slow()
  await signInAs(page, accountCopy('editor-sections', testInfo))
  await axeEach(page, [
    '/admin/football',
    '/admin/football/fixtures',
    '/admin/football/fixtures?id=21',
    '/admin/football/teams',
    '/admin/football/seasons',
    '/admin/football/tables',
    '/admin/football/import',
    '/admin/pages',
    '/admin/pages/new',
    '/admin/menus',
  ])
  // A page of the seed in its form: its blocks, each with Move up / Move down and a drag handle.
  await page.goto('/admin/pages')
  await waitForHydration(page)
  await page.getByRole('table').getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await seriousViolations(page), 'a page in its form').toEqual([])
})

test('axe on the commerce and advert pages, signed in as an administrator', async ({ page }, testInfo) => {
  test.slow()
  await signInAs(page, accountCopy('admin-sections', testInfo))
  await axeEach(page, [
    '/admin/packages',
    '/admin/packages/town-tv-plus',
    '/admin/promos',
    '/admin/adverts',
    '/admin/adverts/sponsors',
    '/admin/adverts/slots',
    '/admin/adverts/report',
  ])
})

test("an editor changes a player's nationality in the back office and the player's page shows it", ONCE, async ({ page }, testInfo) => {
  // One player per project: the two projects may run at once and must not save over each other.
  const player = testInfo.project.name === 'phone' ? 'Sonny Reeve' : 'Will Orford'
  const nationality = `Welsh ${testInfo.project.name} ${Date.now() % 100_000}`
  await signInAs(page, accountCopy('editor-sections', testInfo))
  await page.goto('/admin/football/players')
  await waitForHydration(page)
  await page.getByRole('link', { name: player, exact: true }).click()
  const field = page.getByLabel('Nationality')
  await expect(field).toBeVisible()
  const slug = await page.getByLabel('Address').inputValue()
  await field.fill(nationality)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Saved\.$/ })
      .first(),
  ).toBeVisible()
  expect(await seriousViolations(page), 'the player form').toEqual([])

  await page.goto(`/players/first-team/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.split(' ')[1])
  await expect(page.getByText(nationality)).toBeVisible()
})
