import { seriousViolations } from './axe'
import { accountCopy } from './demo-accounts'
import { expect, test, waitForHydration } from './fixtures'
import { signInAs } from './overlay-setup'

// Issue 21 §7 in a real browser: the operations view opens for an administrator, its tables have captions,
// it passes axe (on the phone project too: 375 px), it holds its push socket, and a session check made meanwhile
// shows in it by itself (pushed: no reload).

test('an administrator sees the operations figures, refreshed without a reload', async ({ page }, testInfo) => {
  await signInAs(page, accountCopy('admin-ops', testInfo))
  const response = await page.goto('/admin/ops')
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page')
  for (const caption of [
    'Session checks by outcome and token renewals',
    'Player errors reported by the browsers',
    'Webhook failures',
    'Sockets open per match',
  ]) {
    await expect(page.locator('caption', { hasText: caption })).toBeVisible()
  }
  expect(await seriousViolations(page)).toEqual([])
  // The view's socket to the operations push is open (it says so), so figures come when they move.
  await expect(page.getByText(/live as figures arrive/)).toBeVisible()

  // A session check (granted or refused, the administrator's) is counted and appears within the refresh.
  const checks = page.locator('dt', { hasText: 'Session checks' }).locator('xpath=following-sibling::dd')
  const before = Number((await checks.textContent())?.replace(/,/g, ''))
  const sessionCheck = () =>
    page.request.post('/api/streamline/session/check', {
      headers: { 'Content-Type': 'application/json' },
      data: { data: { attributes: { videoID: 'live-match-audio', mediaType: 'live-stream', sessionID: 7 } } },
    })
  await sessionCheck()
  // A server isolate told 'nobody watches' just before the view opened stays quiet for 5 s: another check then.
  await expect(async () => {
    const now = Number((await checks.textContent())?.replace(/,/g, ''))
    if (now <= before) await sessionCheck()
    expect(now).toBeGreaterThan(before)
  }).toPass({ timeout: 20_000, intervals: [2_000] })
})
