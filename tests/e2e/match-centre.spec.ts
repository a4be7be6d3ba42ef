import { execFileSync } from 'node:child_process'
import { expect, test, waitForHydration } from './fixtures'

// The state directory of the server playwright.config.ts starts.
const STATE_DIR = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state'
const LIVE_MATCH = 21

declare global {
  interface Window {
    __matchCentreMarker?: string
  }
}

/**
 * Writes straight into the running server's local D1, as the data feed would.
 * The server may hold the SQLite file for a moment (another test's write), so
 * a busy database is tried again, as a feed would retry.
 */
/**
 * Runs SQL against the running server's local D1, as the data feed would.
 * The server may hold the SQLite file for a moment (another test's write), so
 * a busy database is tried again, as a feed would retry.
 */
async function d1(sql: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, '--json', '--command', sql], {
        stdio: 'pipe',
      }).toString()
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String((error as { stderr?: unknown }).stderr ?? error))
      if (!busy || attempt === 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}

async function insertGoal(scorer: string): Promise<void> {
  await d1(
    `INSERT INTO match_events (match_id, minute, event_type, side, player_name) VALUES (${LIVE_MATCH}, 41, 'goal', 'away', '${scorer}')`,
  )
}

/** The first seeded match still to come, by the real clock, with time to open the page before its kick-off (the e2e seed is dated around its run: README "What 'today' means in the demo"). */
async function upcomingMatch(): Promise<number> {
  const soon = new Date(Date.now() + 30 * 60_000).toISOString()
  const out = await d1(`SELECT id FROM matches WHERE status = 'upcoming' AND kickoff > '${soon}' ORDER BY kickoff LIMIT 1`)
  const id = (JSON.parse(out) as Array<{ results: Array<{ id: number }> }>)[0]?.results[0]?.id
  if (!id) throw new Error('the seed has no match still to come')
  return id
}

test('a live match centre shows a new goal without a reload', async ({ page }, testInfo) => {
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
  await insertGoal(scorer)

  await expect(page.getByTestId('events')).toContainText(scorer, { timeout: 40_000 })
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

test('a match centre opened before kick-off starts polling near kick-off and moves on by itself', async ({ page }) => {
  // Two clock ticks (5 s) and one poll interval (15 s), with room to spare.
  test.setTimeout(90_000)
  const NEXT_MATCH = await upcomingMatch()
  await page.goto(`/match/${NEXT_MATCH}`)
  await waitForHydration(page)
  const kickoff = await page.locator('.scoreboard__meta time').getAttribute('datetime')
  if (!kickoff) throw new Error('no kick-off time on the scoreboard')
  await expect(page.locator('.scoreboard .badge')).toHaveCount(0)

  // The browser's clock moves to 10 minutes before kick-off: the page starts asking for live data.
  const polled = page.waitForRequest((request) => request.url().endsWith(`/api/matches/${NEXT_MATCH}/live`), { timeout: 40_000 })
  await page.clock.setFixedTime(Date.parse(kickoff) - 10 * 60_000)
  await polled

  // Past kick-off without live data yet: the scoreboard says so instead of showing a time in the past.
  await page.clock.setFixedTime(Date.parse(kickoff) + 60_000)
  await expect(page.locator('.scoreboard .badge')).toHaveText('Awaiting kick-off', { timeout: 20_000 })
})
