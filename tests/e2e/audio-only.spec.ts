import type { Page } from '@playwright/test'
import { accountCopy, signInWithForm } from './demo-accounts'
import { expect, fromCountry, test, waitForHydration } from './fixtures'

/**
 * Issue 21 §4 "Weak connections": on a connection slower than the lowest
 * video rendition (Chromium's network emulation at 64 kbit/s), the live video
 * player offers 'Continue with audio only'; pressed, the audio-only variant
 * plays in the same element and its time moves on.
 */

const VIDEO_ASSET = 'live-match-video'
/** 64 kbit/s each way, in bytes a second as the DevTools protocol takes it. */
const KBIT_64 = (64 * 1000) / 8

const mediaTime = (page: Page) =>
  page.locator('.live-stage video').evaluate((video: HTMLVideoElement) => (video.paused ? -1 : video.currentTime))

test.describe('audio only on a weak connection (issue 21 §4)', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use(fromCountry('JP'))

  test("at 64 kbit/s 'Continue with audio only' is offered, and pressed, the commentary plays", async ({ page }, testInfo) => {
    await signInWithForm(page, accountCopy('audio-only-jp', testInfo))
    await page.goto(`/live/video/${VIDEO_ASSET}`)
    await waitForHydration(page)
    // Playing on a good connection first: hls.js has measured it, and the player's code is all here.
    await expect.poll(() => mediaTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5)

    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: KBIT_64,
      uploadThroughput: KBIT_64,
    })

    const offer = page.getByRole('button', { name: 'Continue with audio only' })
    // hls.js's estimate falls once a segment has come in at this speed (a 4 s segment takes several seconds).
    await expect(offer).toBeVisible({ timeout: 120_000 })
    await page.screenshot({ path: testInfo.outputPath('audio-only-offered.png') })
    await offer.click()
    await expect(page.getByText('Audio only: the commentary carries on without the picture.')).toBeVisible()
    // The same element plays the audio-only variant (it joins the live edge, so its time starts wherever that is) …
    await expect.poll(() => mediaTime(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(0)
    const joined = await mediaTime(page)
    // … and its time moves on: the commentary is heard.
    await expect.poll(() => mediaTime(page), { timeout: 60_000 }).toBeGreaterThan(joined + 1)
    await cdp.detach()
  })
})
