import type { Page } from '@playwright/test'
import { accountCopy, signInWithForm } from './demo-accounts'
import { expect, test } from './fixtures'
import { audioPanel, openLiveAudio, twoOtherDevicesListening } from './live-devices'

/**
 * Issue 21 §5 "The device limit, solved in the player" (e2e): a third device
 * of one account is refused with SPEC §8.1 ERR_54648_1, the refusal lists the
 * other two devices with their browser and system, and 'Watch here instead'
 * on one ends that device's stream and plays here, with no trip to the
 * account panel; the ended device's player stops and says why. The account
 * is a copy of its own (its places are filled on purpose).
 */

const SLOW = { timeout: 30_000 }
const MOVED = 'Playback moved to another device signed in to your account.'

/** The account's devices streaming now, as the page's own session sees them. */
const deviceCount = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/streamline/devices', { credentials: 'same-origin' })
    return ((await response.json()) as { data: { attributes: { devices: unknown[] } } }).data.attributes.devices.length
  })

test.describe("'Watch here instead' (issue 21 §5)", () => {
  test.describe.configure({ timeout: 120_000 })
  // The refusal is a session check's 403 on purpose; the ended device's next live playlist is a 403 too.
  test.use({ allowedConsoleErrors: [/status of 403 /] })

  test('a third device presses Watch here instead and plays, while the ended device shows why', async ({
    browser,
    page,
    request,
    baseURL,
    browserProblems,
  }, testInfo) => {
    const email = accountCopy('live-takeover', testInfo)
    const others = await twoOtherDevicesListening(email, { browser, request, baseURL, browserProblems }, testInfo)

    await signInWithForm(page, email)
    await openLiveAudio(page)
    const refusal = audioPanel(page).getByRole('alert')
    await expect(refusal).toContainText('Your account has reached the limit for concurrent streaming', SLOW)
    const devices = refusal.locator('.device-list__item')
    await expect(devices).toHaveCount(2)
    // Each names its browser and system, what it plays and since when.
    await expect(devices.first()).toContainText(/Chrome on \w+/)
    await expect(devices.first()).toContainText('Live Audio Commentary')
    await expect(devices.first()).toContainText(/Since \d/)
    await page.screenshot({ path: testInfo.outputPath('watch-here-instead.png') })

    await devices
      .first()
      .getByRole('button', { name: /^Watch here instead of Chrome on \w+, playing Live Audio Commentary/ })
      .click()
    // Granted in the same press: the bar is ready to play here, no account panel opened.
    const play = audioPanel(page).getByRole('button', { name: 'Play stream' })
    await expect(play).toBeEnabled(SLOW)
    await expect(page.getByRole('dialog', { name: 'Your account' })).toHaveCount(0)
    await play.click()
    await expect(audioPanel(page).getByRole('button', { name: 'Pause stream' })).toBeVisible(SLOW)

    // Exactly one of the other two stopped and says why, with a way to take it back; the other plays on.
    await expect.poll(async () => (await Promise.all(others.map((other) => other.getByText(MOVED).count()))).sort(), SLOW).toEqual([0, 1])
    const ended = (await others[0]!.getByText(MOVED).count()) === 1 ? others[0]! : others[1]!
    await expect(audioPanel(ended).getByRole('button', { name: 'Watch here again' })).toBeVisible()
    await ended.screenshot({ path: testInfo.outputPath('moved-to-another-device.png') })
    // Still at the limit, never over it.
    expect(await deviceCount(page)).toBe(2)
    for (const other of others) await other.context().close()
  })
})
