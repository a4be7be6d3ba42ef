import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { FixtureFields, PlayerFields } from '../../shared/schemas/admin-football'
import { staff } from './admin-articles-helpers'
import { read, write } from './admin-football-helpers'
import { get, visibleText } from './helpers'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 19 §4 with issue 13 §2: a hand edit of football data purges the cached pages that show it, so the
// next visitor sees it. Runs in the worker-cache project.

withStillClockAndSeed()

// Each test renders several pages twice: on a busy 2-core machine that passes vitest's 5 s default (a time-out, not a pass condition).
describe('football edits reach cached pages', { timeout: 30_000 }, () => {
  it("a player's edit: his page and his team's squad page miss at once and show it; another team's page keeps its copy", async () => {
    const editor = await staff('editor')
    const player = await read<PlayerFields>(editor, '/api/admin/football/players/1')
    const page = `/players/first-team/${player.fields.slug}`
    for (const path of [page, '/teams/first-team', '/teams/u21']) await cached(path)
    const saved = await write(
      editor,
      'player',
      '/api/admin/football/players/1',
      { ...player.fields, knownAs: 'Captain Marvel' },
      player.version,
    )
    expect(saved.status).toBe(200)
    expect(await cacheOf(page)).toBe('MISS')
    expect(await cacheOf('/teams/first-team')).toBe('MISS')
    expect(await cacheOf('/teams/u21')).toBe('HIT')
    expect(visibleText(await (await get(page)).text())).toContain('Captain Marvel')
  })

  it('a fixture edit: /matches misses at once and lists the new opponent', async () => {
    const editor = await staff('editor')
    const next = await env.DB.prepare(
      "SELECT id FROM matches WHERE team_id = 1 AND season_id = 2025 AND status = 'upcoming' ORDER BY kickoff LIMIT 1",
    ).first<{ id: number }>()
    const fixture = await read<FixtureFields>(editor, `/api/admin/football/fixtures/${next?.id}`)
    await cached('/matches')
    const saved = await write(
      editor,
      'fixture',
      `/api/admin/football/fixtures/${fixture.id}`,
      { ...fixture.fields, opponentName: 'Wanderers Renamed', opponentShortName: 'Renamed' },
      fixture.version,
    )
    expect(saved.status).toBe(200)
    expect(await cacheOf('/matches')).toBe('MISS')
    expect(visibleText(await (await get('/matches')).text())).toMatch(/Renamed/)
  })
})
