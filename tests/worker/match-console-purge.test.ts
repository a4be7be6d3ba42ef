import { describe, expect, it } from 'vitest'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { get } from './helpers'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 19 §5 with issue 13 §2: a change from the match-day console purges the cached pages showing the match
// (and, for a stream, its live pages), as the match data feed's events do. Runs in the worker-cache project.

withStillClockAndSeed()

async function editor(): Promise<Browser> {
  const account = await makeAccount({ role: 'editor' })
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return browser
}

// Each test renders a dozen pages twice: on a busy 2-core machine that passed vitest's 5 s default (a time-out, not a pass condition).
describe('console changes reach cached pages', { timeout: 30_000 }, () => {
  it('a deleted goal: the match centre misses at once and its new copy no longer has it; other matches keep theirs', async () => {
    const browser = await editor()
    const added = await browser.post('/api/admin/matches/21/events', {
      data: { type: 'matchEvent', attributes: { type: 'goal', minute: 41, side: 'away', playerName: 'Wrongly Credited' } },
    })
    const id = ((await added.json()) as { data: { id: string } }).data.id
    for (const path of ['/match/21', '/match/20']) await cached(path)
    const response = await browser.fetch(`/api/admin/matches/21/events/${id}`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(await cacheOf('/match/21')).toBe('MISS')
    expect(await cacheOf('/match/20')).toBe('HIT')
    expect(await (await get('/match/21')).text()).not.toContain('Wrongly Credited')
  })

  it('a stream switched: its live page misses at once', async () => {
    const browser = await editor()
    const state = (await (await browser.fetch('/api/admin/matches/21/console')).json()) as {
      data: { attributes: { streams: Array<{ id: string; contentKind: string; status: string }> } }
    }
    const stream = state.data.attributes.streams.find((s) => s.contentKind === 'video')
    if (!stream) throw new Error('the live match has no video stream in the seed')
    const path = `/live/video/${stream.id}`
    await cached(path)
    const next = stream.status === 'live' ? 'offline' : 'live'
    const response = await browser.post(`/api/admin/matches/21/streams/${stream.id}/status`, { status: next })
    expect(response.status).toBe(200)
    expect(await cacheOf(path)).toBe('MISS')
  })
})
