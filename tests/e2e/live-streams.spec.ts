import type { Page, WebSocket } from '@playwright/test'
import { accountCopy, signInWithForm } from './demo-accounts'
import { expect, fromCountry, ONCE, test, waitForHydration } from './fixtures'
import { AUDIO_ASSET, audioPanel, openLiveAudio, twoOtherDevicesListening } from './live-devices'

/**
 * Issue 10 "Tests that must exist" (e2e), SPEC §4.5, §8.1, §8.3: live audio
 * and live video in real Chromium against the dev server's StreamSessions
 * objects. Leases live in those objects for the whole run, which the desktop
 * and phone projects (and reruns) share: subscriber@ and plus@ hold one lease
 * each per project at most (two, the limit) and free it when their page
 * closes its socket; the concurrency test fills an account of its own.
 */

const SLOW = { timeout: 30_000 }
const VIDEO_ASSET = 'live-match-video'

/** What the page's live socket said and heard, as JSON. */
function recordSocket(page: Page): { sent: Array<Record<string, unknown>>; heard: Array<Record<string, unknown>>; closed: () => boolean } {
  const sent: Array<Record<string, unknown>> = []
  const heard: Array<Record<string, unknown>> = []
  let socket: WebSocket | null = null
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/api/streamline/socket')) return
    socket = ws
    ws.on('framesent', (frame) => sent.push(JSON.parse(String(frame.payload))))
    ws.on('framereceived', (frame) => heard.push(JSON.parse(String(frame.payload))))
  })
  return { sent, heard, closed: () => socket?.isClosed() ?? false }
}

async function audioTime(page: Page): Promise<number> {
  return audioPanel(page)
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => audio.currentTime)
}

async function audioPaused(page: Page): Promise<boolean> {
  return audioPanel(page)
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => audio.paused)
}

test.describe('live streams (issue 10, SPEC §4.5, §8.1)', () => {
  test.describe.configure({ timeout: 120_000 })
  // Refusals on purpose, which Chromium logs: the session check's 403s.
  test.use({ allowedConsoleErrors: [/status of 403 /] })

  test('subscriber@example.com listens to live audio: the socket pings every 30 s and the commentary plays on', ONCE, async ({ page }) => {
    const socket = recordSocket(page)
    // The page's timers run on a clock the test can move on: the 30-second pings come without waiting for them.
    await page.clock.install()
    await signInWithForm(page, 'subscriber@example.com')
    await openLiveAudio(page)
    const play = audioPanel(page).getByRole('button', { name: 'Play stream' })
    await expect(play).toBeEnabled(SLOW)
    // SPEC §4.5: the socket said which device this is before the check took its lease.
    expect(socket.sent[0]).toMatchObject({ action: 'session', sessionID: expect.any(Number), assetId: AUDIO_ASSET })
    expect(socket.heard).toContainEqual(expect.objectContaining({ type: 'bound' }))
    await play.click()
    await expect(audioPanel(page).getByRole('button', { name: 'Pause stream' })).toBeVisible(SLOW)
    await expect.poll(() => audioTime(page), SLOW).toBeGreaterThan(1)

    for (let minute = 1; minute <= 3; minute++) {
      await page.clock.fastForward('00:30')
      await expect.poll(() => socket.sent.filter((m) => m.action === 'ping').length).toBe(minute)
      await expect.poll(() => socket.heard.filter((m) => m.type === 'pong').length).toBe(minute)
    }
    // Still playing: the commentary moves on, with nothing in its error box.
    const before = await audioTime(page)
    await expect.poll(() => audioTime(page), SLOW).toBeGreaterThan(before + 1)
    await expect(audioPanel(page).locator('.audio-panel__error')).toHaveCount(0)

    // Issue 9: the panel pauses and plays. Paused, the element says so and its time stands still
    // (two readings apart are equal); played again, the time moves on.
    await audioPanel(page).getByRole('button', { name: 'Pause stream' }).click()
    await expect(play).toBeVisible()
    await expect.poll(() => audioPaused(page)).toBe(true)
    await expect
      .poll(async () => {
        const first = await audioTime(page)
        await page.waitForTimeout(300)
        return (await audioTime(page)) - first
      })
      .toBe(0)
    await play.click()
    await expect(audioPanel(page).getByRole('button', { name: 'Pause stream' })).toBeVisible()
    await expect.poll(() => audioPaused(page)).toBe(false)
    // Live, playing again may first jump to the live edge; from there the time grows.
    const resumedAt = await audioTime(page)
    await expect.poll(() => audioTime(page), SLOW).toBeGreaterThan(resumedAt)

    // Closing the panel closes the socket, which frees the device's place at once.
    await audioPanel(page).getByRole('button', { name: 'Close audio player' }).click()
    await expect.poll(socket.closed).toBe(true)
  })

  test(
    'a third device of one account gets the concurrency message, and plays once another device is ended from the account panel',
    ONCE,
    async ({ browser, page, request, baseURL, browserProblems }, testInfo) => {
      const email = accountCopy('live-devices', testInfo)
      const others = await twoOtherDevicesListening(email, { browser, request, baseURL, browserProblems }, testInfo)

      await signInWithForm(page, email)
      await openLiveAudio(page)
      const refusal = audioPanel(page).getByRole('alert')
      await expect(refusal).toContainText(
        'Your account has reached the limit for concurrent streaming; please log out of some browsers and devices and try again',
        SLOW,
      )
      await expect(refusal.locator('.device-list__item')).toHaveCount(2)
      await page.screenshot({ path: testInfo.outputPath('concurrency-refusal.png') })

      // The account panel lists the account's devices; ending one frees its place at once.
      await page.locator('.sticky-nav__profile').click()
      const panel = page.getByRole('dialog', { name: 'Your account' })
      const devices = panel.locator('.device-list__item')
      await expect(devices).toHaveCount(2, SLOW)
      await expect(devices.first()).toContainText('Live Audio Commentary')
      await page.screenshot({ path: testInfo.outputPath('account-devices.png') })
      await devices
        .first()
        .getByRole('button', { name: /^End Live Audio Commentary on another device/ })
        .click()
      await expect(panel.getByRole('status')).toHaveText('Stream ended on that device.')
      // One other device is left. This device may already be listed too: its player asks again the moment a place frees.
      await expect(panel.locator('.device-list__item:not(.device-list__item--this)')).toHaveCount(1)
      await panel.getByRole('button', { name: 'Close account panel' }).click()

      // This device asks again by itself and is ready; the ended device's player stopped and says why.
      await expect(audioPanel(page).getByRole('button', { name: 'Play stream' })).toBeEnabled(SLOW)
      const stopped = await Promise.all(
        others.map((other) => other.getByText('This stream was stopped from another device signed in to your account.').count()),
      )
      expect(stopped.sort()).toEqual([0, 1])
      for (const other of others) await other.context().close()
    },
  )

  test.describe('plus@example.com from the UK', () => {
    test.use(fromCountry('GB'))
    test("the live video is 'Not available in your region', and the commentary plays in its place", async ({ page }, testInfo) => {
      await signInWithForm(page, 'plus@example.com')
      await page.goto(`/live/video/${VIDEO_ASSET}`)
      await waitForHydration(page)
      const player = page.locator('.video-player')
      const refusal = player.getByRole('alert')
      await expect(refusal).toContainText('Not available in your region', SLOW)
      await expect(refusal).toContainText('Sorry but users within this country are not allowed to play this stream')
      await expect(refusal).toContainText('You are in United Kingdom.')
      await expect(player.locator('video')).toHaveCount(0)
      await page.screenshot({ path: testInfo.outputPath('video-refused-gb.png') })
      await refusal.getByRole('button', { name: 'Listen to the live commentary instead' }).click()
      const inline = player.locator('section.audio-panel--inline')
      await inline.getByRole('button', { name: 'Play stream' }).click(SLOW)
      await expect.poll(() => inline.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), SLOW).toBeGreaterThan(1)
    })
  })

  test.describe('plus@example.com from Japan', () => {
    test.use(fromCountry('JP'))
    test('the live video plays, with no pause or seek controls', async ({ page }, testInfo) => {
      await signInWithForm(page, 'plus@example.com')
      await page.goto(`/live/video/${VIDEO_ASSET}`)
      await waitForHydration(page)
      const video = page.locator('.video-player .live-stage video')
      await expect(video).toHaveCount(1, SLOW)
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.currentTime)), SLOW).toBeGreaterThan(0.5)
      await expect(video).not.toHaveAttribute('controls')
      // SPEC §4.11: live streams cannot be paused or rewound; only sound (and full screen) are offered.
      await expect(page.locator('.live-stage').getByRole('button', { name: 'Mute' })).toBeVisible()
      await expect(page.locator('.live-stage').getByRole('button', { name: /pause|play|seek|rewind/i })).toHaveCount(0)
      await page.screenshot({ path: testInfo.outputPath('video-playing-jp.png') })
    })
  })
})
