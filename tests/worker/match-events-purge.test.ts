import { describe, expect, it } from 'vitest'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { get } from './helpers'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 13 §2 with the match data feed: a new event purges the edge-cache copies of the pages showing the match,
// so visitors see it at once rather than when the copies go stale. Runs in the worker-cache project (cache on).

withStillClockAndSeed()

// Each test renders a dozen pages twice: on a busy 2-core machine that passed vitest's 5 s default (a time-out, not a pass condition).
describe('a goal from the match data feed reaches cached pages', { timeout: 30_000 }, () => {
  it("the live match's centre (each address), the fixtures and home miss at once; other pages keep their copies", async () => {
    const shown = [
      '/match/21',
      '/match/first-team/2025-26/21',
      '/match',
      '/matches',
      '/matches/first-team/2025-26',
      '/teams/first-team',
      '/',
    ]
    const others = ['/news', '/match/20']
    for (const path of [...shown, ...others]) await cached(path)

    const account = await makeAccount({ role: 'admin' })
    const admin = new Browser()
    await admin.signIn(account.email, account.password)
    const response = await admin.post('/api/admin/matches/21/events', {
      data: { type: 'matchEvent', attributes: { type: 'goal', minute: 41, side: 'away', playerName: 'Late Arrival' } },
    })
    expect(response.status).toBe(201)

    for (const path of shown) expect(await cacheOf(path), path).toBe('MISS')
    for (const path of others) expect(await cacheOf(path), path).toBe('HIT')
    // The new copy has the goal.
    const page = await get('/match/21')
    expect(await page.text()).toContain('Late Arrival')
  })

  it('a refused event purges nothing', async () => {
    await cached('/match/21')
    const account = await makeAccount({ role: 'admin' })
    const admin = new Browser()
    await admin.signIn(account.email, account.password)
    const response = await admin.post('/api/admin/matches/21/events', { data: { type: 'matchEvent', attributes: { type: 'goal' } } })
    expect(response.status).toBe(400)
    expect(await cacheOf('/match/21')).toBe('HIT')
  })
})
