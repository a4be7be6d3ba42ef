import { request as playwrightRequest } from '@playwright/test'
import type { StoredMatchEvent } from '../../shared/types/football'
import { accountCopy, DEMO_PASSWORD } from './demo-accounts'
import { expect, test, waitForHydration } from './fixtures'

// Issue 21 §1 "Tests that must exist": a goal posted through the API appears in an open match centre within
// 2 s, pushed over the match's socket: the page makes no poll for it (no /api/page, no /api/matches/{id}/live).

const LIVE_MATCH = 21

test('a goal posted through the API appears in an open match centre within 2 s, with no poll', async ({ page, baseURL }, testInfo) => {
  const polls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/page' || url.pathname === `/api/matches/${LIVE_MATCH}/live`) polls.push(url.pathname)
  })
  // Frames are heard from the socket's first moment: its 'ready' can come before the page has hydrated.
  const frames: string[] = []
  page.on('websocket', (ws) => {
    if (ws.url().includes(`/api/matches/${LIVE_MATCH}/socket`)) ws.on('framereceived', (frame) => frames.push(String(frame.payload)))
  })
  await page.goto(`/match/${LIVE_MATCH}`)
  await waitForHydration(page)
  await expect(page.locator('.scoreboard .badge--live')).toBeVisible()
  // The socket is open and caught up (its first frame is the 'ready' that ends the catch-up).
  await expect.poll(() => frames.some((frame) => frame.includes('"type":"ready"')), { timeout: 15_000 }).toBe(true)

  const feed = await playwrightRequest.newContext({ baseURL })
  try {
    const login = await feed.post('/api/auth/login', { data: { username: accountCopy('admin-push', testInfo), password: DEMO_PASSWORD } })
    expect(login.status(), 'the demo admin signs in').toBe(200)
    const scorer = `Pushed Striker ${testInfo.project.name} ${Date.now() % 100000}`
    const pollsBefore = polls.length
    const response = await feed.post(`/api/admin/matches/${LIVE_MATCH}/events`, {
      data: { data: { type: 'matchEvent', attributes: { type: 'goal', minute: 44, side: 'away', playerName: scorer } } },
    })
    expect(response.status(), await response.text()).toBe(201)
    const stored = ((await response.json()) as { data: { attributes: StoredMatchEvent } }).data.attributes
    // The bound: 2 s from the API's answer.
    await expect(page.getByTestId('events')).toContainText(scorer, { timeout: 2_000 })
    const away = Number(await page.getByTestId('score').locator(':scope > span').nth(2).textContent())
    expect(away).toBeGreaterThanOrEqual(stored.awayScore ?? 1)
    expect(polls.slice(pollsBefore), 'no poll brought the goal').toEqual([])
  } finally {
    await feed.dispose()
  }
})
