import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { get, seedDemo } from './helpers'

// Issue 13 §2 with the match data feed: a new event purges the edge-cache copies of the pages showing the match,
// so visitors see it at once rather than when the copies go stale. Runs in the worker-cache project (cache on).

beforeEach(async () => {
  await seedDemo()
  // The match centre is fresh for 5 s only: the clock stands still, so a copy stays a HIT until it is purged.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now())
})

afterEach(() => {
  vi.useRealTimers()
})

async function cacheOf(path: string): Promise<string | null> {
  const response = await get(path)
  await response.arrayBuffer()
  return response.headers.get('X-Cache')
}

/** The copy is stored after the response (waitUntil): visit again until the cache answers, a bounded number of times. */
async function cached(path: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await cacheOf(path)) === 'HIT') return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} never came from the cache`)
}

describe('a goal from the match data feed reaches cached pages', () => {
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
