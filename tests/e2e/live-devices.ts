import type { Browser, APIRequestContext, Page, TestInfo } from '@playwright/test'
import { signInWithForm } from './demo-accounts'
import { type BrowserProblem, expect, newSiteContext, waitForHydration } from './fixtures'

/** The demo live commentary (worker/seed/streams.ts). */
export const AUDIO_ASSET = 'live-audio-commentary'
const SLOW = { timeout: 30_000 }

export const audioPanel = (page: Page) => page.locator('section.audio-panel--panel')

export async function openLiveAudio(page: Page): Promise<void> {
  await page.goto(`/live/audio/${AUDIO_ASSET}`)
  await waitForHydration(page)
  await expect(audioPanel(page)).toBeVisible()
}

/**
 * Two other devices (browser contexts of their own) of one account, each signed in with the live
 * commentary ready to play: the account's two places (the limit) are taken.
 */
export async function twoOtherDevicesListening(
  email: string,
  site: { browser: Browser; request: APIRequestContext; baseURL: string | undefined; browserProblems: BrowserProblem[] },
  testInfo: TestInfo,
): Promise<Page[]> {
  return Promise.all(
    [1, 2].map(async () => {
      const context = await newSiteContext(site.browser, {
        baseURL: site.baseURL as string,
        request: site.request,
        problems: site.browserProblems,
        use: testInfo.project.use,
      })
      const other = await context.newPage()
      await signInWithForm(other, email)
      await openLiveAudio(other)
      await expect(audioPanel(other).getByRole('button', { name: 'Play stream' })).toBeEnabled(SLOW)
      return other
    }),
  )
}
