import { utcToLondonLocal } from '../../shared/rules/london-time'
import { seriousViolations } from './axe'
import { expect, newSiteContext, ONCE, test, waitForHydration } from './fixtures'
import { accountCopy } from './demo-accounts'
import { signInAs } from './overlay-setup'

// Issue 19 §2 in a real browser: the news desk, from an empty form to a scheduled article readers find on its time.

/** An 8 x 8 blue JPEG made by ffmpeg. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABwEBAQAAAAAAAAAAAAAAAAAABQcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAIAAgDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCOAL+Lf//Z',
  'base64',
)

const STORY = [
  'Town have completed the season-long loan signing of the winger, who arrives after a prolific spell in the Belgian top flight, where he scored eleven goals and laid on nine more in thirty-four appearances.',
  'The manager said the club had followed his progress for two seasons and that his pace and delivery from wide areas would give the squad something different in the second half of the campaign.',
  'He trained with the first team for the first time on Thursday morning and is available for selection for the weekend, subject to international clearance being received in time.',
  'Supporters can watch his first interview on Town TV, and tickets for the next home match remain on sale at the ticket office and online.',
]

test(
  'an editor writes an article with a picture, previews it, schedules it a minute ahead, and readers find it on /news and in search once due',
  ONCE,
  async ({ page, context, browser, baseURL, request, browserProblems }, testInfo) => {
    // A minute ahead on London's clock, to the minute, is up to two minutes of waiting: the limit is a time-out, not a pass condition.
    test.setTimeout(300_000)
    await signInAs(page, accountCopy('editor-news', testInfo))
    await page.goto('/admin/articles/new')
    await waitForHydration(page)
    const word = `okapi${testInfo.project.name}${testInfo.retry}${Date.now().toString(36)}`
    const title = `Okapi winger signs for Town ${word}`
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Summary').fill('The okapi joins on a season-long loan.')
    await page.getByLabel('Author').fill('Club Media')

    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload a picture' }).click()
    await (await chooser).setFiles({ name: 'okapi.jpg', mimeType: 'image/jpeg', buffer: JPEG })
    await expect(page.getByText('Picture uploaded.')).toBeVisible()
    await expect(page.getByLabel('Lead picture key')).toHaveValue(/^uploads\/\d{4}\/\d{2}\/.+\.jpg$/)
    await page.getByLabel('Picture description (alt text)').fill('An okapi in a Town shirt')
    const body = page.getByRole('textbox', { name: 'Body' })
    await body.click()
    await page.keyboard.type(`The ${word} is the quickest winger in the league.`)
    // A story of a real length: other tests open the newest article and read it, or scroll past it to its advert.
    for (const paragraph of STORY) {
      await page.keyboard.press('Enter')
      await page.keyboard.insertText(paragraph)
    }

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/articles\/\d+$/)
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

    const previewOpened = context.waitForEvent('page')
    await page.getByRole('link', { name: /Preview/ }).click()
    const preview = await previewOpened
    await waitForHydration(preview)
    await expect(preview.getByText('Preview: this article is not published. Only staff can see this page.')).toBeVisible()
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(preview.getByRole('img', { name: 'An okapi in a Town shirt' })).toBeVisible()
    await expect(preview.getByText(`The ${word} is the quickest winger in the league.`)).toBeVisible()
    await preview.close()

    const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
    await page.getByLabel('Publish at (London time)').fill(utcToLondonLocal(due.toISOString()))
    await page.getByRole('button', { name: 'Schedule' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Scheduled for .* London time$/ })).toBeVisible()

    // A reader (no session): nothing before its time, then the article with nobody acting.
    const readerContext = await newSiteContext(browser, {
      baseURL: baseURL as string,
      request,
      problems: browserProblems,
      use: testInfo.project.use,
    })
    const reader = await readerContext.newPage()
    await reader.goto('/news')
    await expect(reader.getByRole('link', { name: title })).toHaveCount(0)
    const search = async () =>
      ((await (await reader.request.get(`/api/news/search?query=${word}`)).json()) as { hits: { found: number } }).hits.found
    expect(await search()).toBe(0)
    await expect(async () => {
      await reader.goto('/news')
      await expect(reader.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 200_000, intervals: [5_000] })
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
    expect(await search()).toBe(1)
    await reader.context().close()

    // Leave the site as it was for the tests after this one: the article is deleted (after a confirmation).
    await page.reload()
    await waitForHydration(page)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/articles$/)
  },
)

test('axe on every page of the back office, signed in as an editor', async ({ page }, testInfo) => {
  test.slow()
  await signInAs(page, accountCopy('editor-axe', testInfo))
  for (const path of ['/admin', '/admin/articles', '/admin/articles/new', '/admin/matchday', '/admin/imports', '/admin/audit']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
  // An article of the seed, opened in the editor (its HTML read into the document editor).
  await page.goto('/admin/articles')
  await waitForHydration(page)
  await page.getByRole('table').getByRole('link').first().click()
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible()
  expect(await seriousViolations(page), 'an article').toEqual([])
})

test('axe on the administrator-only pages', async ({ page }, testInfo) => {
  test.slow()
  await signInAs(page, accountCopy('admin-axe', testInfo))
  for (const path of ['/admin/vouchers', '/admin/accounts', '/admin/settings']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
})

test('an editor adds a goal on the match-day console, and an open match centre shows it without a reload', async ({
  page,
  browser,
  baseURL,
  request,
  browserProblems,
}, testInfo) => {
  // The match centre polls every 15 s (pushed events are issue 21): two rounds and the write; a time-out, not a pass condition.
  test.setTimeout(120_000)
  const LIVE_MATCH = 21
  const readerContext = await newSiteContext(browser, {
    baseURL: baseURL as string,
    request,
    problems: browserProblems,
    use: testInfo.project.use,
  })
  const reader = await readerContext.newPage()
  await reader.goto(`/match/${LIVE_MATCH}`)
  await waitForHydration(reader)
  await reader.evaluate(() => {
    ;(window as unknown as { __kept: string }).__kept = 'kept'
  })

  await signInAs(page, accountCopy('editor-refused', testInfo))
  await page.goto(`/admin/matchday/${LIVE_MATCH}`)
  await waitForHydration(page)
  await page
    .getByRole('button', { name: /^Goal / })
    .last()
    .click()
  const scorer = `Console Striker ${testInfo.project.name} ${Date.now() % 100000}`
  await page.getByLabel('Player', { exact: true }).fill(scorer)
  await page.getByLabel('Minute').fill('77')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /added|Goal/i })
      .first(),
  ).toBeVisible()

  await expect(reader.getByTestId('events')).toContainText(scorer, { timeout: 60_000 })
  expect(await reader.evaluate(() => (window as unknown as { __kept?: string }).__kept)).toBe('kept')
  expect(await seriousViolations(page), 'the console').toEqual([])
  await reader.context().close()
})
