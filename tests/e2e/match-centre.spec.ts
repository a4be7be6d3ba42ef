import type { APIRequestContext } from '@playwright/test'
import type { MatchSummary } from '../../shared/types/football'
import { accountCopy } from './demo-accounts'
import { expect, test, waitForHydration } from './fixtures'
import { LIVE_MATCH, postGoal } from './match-feed'

declare global {
  interface Window {
    __matchCentreMarker?: string
  }
}

/**
 * The first men's match still to come, by the real clock, with time to open the page before its kick-off
 * (the e2e seed is dated around its run: README "What 'today' means in the demo"), as the fixtures page lists it.
 */
async function upcomingMatch(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/page?path=${encodeURIComponent('/matches')}`)
  expect(response.status()).toBe(200)
  const { matches } = ((await response.json()) as { data: { attributes: { page: { matches: MatchSummary[] } } } }).data.attributes.page
  const soon = Date.now() + 30 * 60_000
  const next = matches
    .filter((m) => m.status === 'upcoming' && Date.parse(m.kickoff) > soon)
    .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))[0]
  if (!next) throw new Error('the fixtures list no match still to come')
  return next.id
}

test('a live match centre shows a new goal and the score without a reload', async ({ page, baseURL }, testInfo) => {
  // The page polls every 15 s (SPEC §2.1 live updates); allow two rounds plus the write.
  test.setTimeout(90_000)
  await page.goto(`/match/${LIVE_MATCH}`)
  await expect(page.locator('.scoreboard .badge--live')).toBeVisible()
  await expect(page.getByTestId('events')).toContainText('Tyler Ashcroft')
  await waitForHydration(page)
  await page.evaluate(() => {
    window.__matchCentreMarker = 'kept'
  })

  const scorer = `Sub Striker ${testInfo.project.name} ${Date.now() % 100000}`
  const stored = await postGoal(baseURL!, accountCopy('admin-feed', testInfo), scorer)

  await expect(page.getByTestId('events')).toContainText(scorer, { timeout: 40_000 })
  // The poll that brought the goal brought the score after it (the other project may have scored since).
  const away = Number(await page.getByTestId('score').locator(':scope > span').nth(2).textContent())
  expect(away).toBeGreaterThanOrEqual(stored.awayScore ?? 1)
  expect(await page.evaluate(() => window.__matchCentreMarker)).toBe('kept')
})

test('a finished match links to its neighbours', async ({ page }) => {
  await page.goto('/match/20')
  await waitForHydration(page)
  await expect(page.locator('.scoreboard .badge--ft')).toBeVisible()
  await page.getByRole('link', { name: /Next match/ }).click()
  await expect(page).toHaveURL(/\/match\/first-team\/2025-26\/21$/)
  await expect(page.locator('.scoreboard .badge--live')).toBeVisible()
})

test('a match centre opened before kick-off starts listening near kick-off and moves on by itself', async ({ page }) => {
  // Two clock ticks (5 s) and one poll interval (15 s), with room to spare.
  test.setTimeout(90_000)
  const NEXT_MATCH = await upcomingMatch(page.request)
  await page.goto(`/match/${NEXT_MATCH}`)
  await waitForHydration(page)
  const kickoff = await page.locator('.scoreboard__meta time').getAttribute('datetime')
  if (!kickoff) throw new Error('no kick-off time on the scoreboard')
  await expect(page.locator('.scoreboard .badge')).toHaveCount(0)

  // The browser's clock moves to 10 minutes before kick-off: the page starts listening for live data
  // (issue 21 §1: the match's socket; the 15 s poll only when there is no socket).
  const listening = Promise.race([
    page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes(`/api/matches/${NEXT_MATCH}/socket`), timeout: 40_000 }),
    page.waitForRequest((request) => request.url().endsWith(`/api/matches/${NEXT_MATCH}/live`), { timeout: 40_000 }),
  ])
  await page.clock.setFixedTime(Date.parse(kickoff) - 10 * 60_000)
  await listening

  // Past kick-off without live data yet: the scoreboard says so instead of showing a time in the past.
  await page.clock.setFixedTime(Date.parse(kickoff) + 60_000)
  await expect(page.locator('.scoreboard .badge')).toHaveText('Awaiting kick-off', { timeout: 20_000 })
})
