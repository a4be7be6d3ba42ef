import type { Page } from '@playwright/test'
import { accountCopy, signInWithForm } from './demo-accounts'
import { expect, newSiteContext, ONCE, test, waitForHydration } from './fixtures'

/**
 * Issue 21 §3 "Commentary in English and Arabic": the live commentary carries
 * both languages (worker/dev/media-recipes.mjs); an Arabic page starts in
 * Arabic, a choice plays at once and is remembered for the account, so a
 * reload and another device start in it too. hls.js's active audio track is
 * read from the element's data-commentary-language (client/player/commentary-tracks.ts).
 */

const SLOW = { timeout: 30_000 }
const LIVE_AUDIO = '/live/audio/live-audio-commentary'

const panel = (page: Page) => page.locator('section.audio-panel--panel')
const playing = (page: Page) => panel(page).locator('audio')

async function openCommentary(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
  await expect(panel(page)).toBeVisible()
}

test.describe('commentary language (issue 21 §3)', () => {
  test.describe.configure({ timeout: 120_000 })

  test(
    'Arabic commentary is chosen, plays, and is remembered on reload and on another device',
    ONCE,
    async ({ page, browser, baseURL, request, browserProblems }, testInfo) => {
      const email = accountCopy('commentary-language', testInfo)
      await signInWithForm(page, email)

      // An English page with nothing saved starts in English.
      await openCommentary(page, LIVE_AUDIO)
      const english = panel(page).getByRole('radio', { name: 'English' })
      const arabic = panel(page).getByRole('radio', { name: 'العربية' })
      await expect(english).toBeChecked(SLOW)
      await expect(playing(page)).toHaveAttribute('data-commentary-language', 'en', SLOW)

      // Chosen from the keyboard: the group is reachable and the arrow moves the choice.
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/preferences') && r.request().method() === 'PUT')
      await english.focus()
      await page.keyboard.press('ArrowRight')
      await expect(arabic).toBeChecked()
      expect((await saved).status()).toBe(200)
      await expect(playing(page)).toHaveAttribute('data-commentary-language', 'ar', SLOW)

      // Reloaded: Arabic is selected and hls.js plays the Arabic track from the start.
      await page.reload()
      await waitForHydration(page)
      await expect(panel(page).getByRole('radio', { name: 'العربية' })).toBeChecked(SLOW)
      await expect(playing(page)).toHaveAttribute('data-commentary-language', 'ar', SLOW)
      await page.close() // its lease goes with its socket

      // Another device of the same account, on an English page: the account's choice, not the page's language.
      const other = await newSiteContext(browser, { baseURL: baseURL ?? '', request, problems: browserProblems })
      const phone = await other.newPage()
      await signInWithForm(phone, email)
      await openCommentary(phone, LIVE_AUDIO)
      await expect(panel(phone).getByRole('radio', { name: 'العربية' })).toBeChecked(SLOW)
      await expect(playing(phone)).toHaveAttribute('data-commentary-language', 'ar', SLOW)
      await phone.screenshot({ path: testInfo.outputPath('commentary-arabic.png') })
      await other.close()
    },
  )

  test('an Arabic page starts with Arabic commentary for a supporter who never chose', async ({ page }, testInfo) => {
    await signInWithForm(page, accountCopy('commentary-arabic-page', testInfo))
    await openCommentary(page, `${LIVE_AUDIO}?lang=ar`)
    await expect(panel(page).getByRole('radio', { name: 'العربية' })).toBeChecked(SLOW)
    await expect(playing(page)).toHaveAttribute('data-commentary-language', 'ar', SLOW)
  })
})
