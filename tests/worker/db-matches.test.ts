import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { featuredMatch } from '../../shared/rules/featured-match'
import {
  hasLeagueTable,
  hasLeagueTableRead,
  leagueTableRead,
  listFeaturedCandidates,
  seasonMatchesRead,
  type TeamSeasonRef,
} from '../../worker/db/fixtures'
import { squadRead, squadsRead } from '../../worker/db/players'
import { runRead } from '../../worker/db/read'
import { getNextAndLastMatch } from '../../worker/db/matches'
import { getTeamById, getTeamBySlug, listTeamsRead } from '../../worker/db/teams'
import { SEED_NOW } from '../../worker/seed/clock'
import { seedDemo } from './helpers'

// The demo's fixed "now" (seedDemo): the men's game at Derby kicked off at 15:00 UK time and is live.
const NOW = SEED_NOW

describe('next and last match', () => {
  beforeEach(async () => {
    await seedDemo()
  })

  it('the men’s next match is the live one and the last is their latest result', async () => {
    const { next, last } = await getNextAndLastMatch(env.DB, '', NOW)
    expect(next).toMatchObject({ status: 'live', kickoff: '2026-11-22T15:00:00.000Z', seasonSlug: '2025-26', competition: 'Championship' })
    expect(next?.team).toMatchObject({ name: 'Men', slug: '' })
    expect([next?.home.name, next?.away.name]).toContain('Ipswich Town')
    expect(next?.homeScore).not.toBeNull()
    expect(last?.status).toBe('fulltime')
    expect((last?.kickoff ?? '') < NOW).toBe(true)
    const latest = await env.DB.prepare(`SELECT max(kickoff) AS k FROM matches WHERE team_id = 1 AND status = 'fulltime' AND kickoff < ?1`)
      .bind(NOW)
      .first<{ k: string }>()
    expect(last?.kickoff).toBe(latest?.k)
  })

  it('first-team is another name for the men’s team', async () => {
    expect(await getNextAndLastMatch(env.DB, 'first-team', NOW)).toEqual(await getNextAndLastMatch(env.DB, '', NOW))
  })

  it('the women’s next match is the soonest upcoming one and its sides carry crests', async () => {
    const { next, last } = await getNextAndLastMatch(env.DB, 'women', NOW)
    expect(next?.status).toBe('upcoming')
    expect(next && next.kickoff >= NOW).toBe(true)
    expect(next?.homeScore).toBeNull()
    expect(last?.status).toBe('fulltime')
    const ours = last?.isHome ? last.home : last?.away
    expect(ours).toEqual({ name: 'Ipswich Town Women', shortName: 'Town Women', crestKey: 'crest.svg' })
    expect((last?.isHome ? last.away : last?.home)?.crestKey).toMatch(/^crests\/.+\.svg$/)
  })

  it('an unknown team has neither a next nor a last match', async () => {
    expect(await getNextAndLastMatch(env.DB, 'reserves', NOW)).toEqual({ next: null, last: null })
  })
})

describe('what /match/{team} chooses from', () => {
  beforeEach(async () => {
    await seedDemo()
  })

  it('the candidates are every match of the team (or of one season) with status and kick-off', async () => {
    const all = await listFeaturedCandidates(env.DB, 1, null)
    expect(all).toHaveLength(50)
    expect(all.find((m) => m.id === 21)).toEqual({ id: 21, status: 'live', kickoff: '2026-11-22T15:00:00.000Z' })
    expect(await listFeaturedCandidates(env.DB, 2, 2025)).toHaveLength(25)
    expect(await listFeaturedCandidates(env.DB, 2, 2024)).toEqual([])
  })

  it('the men open their live match; the women their soonest upcoming one', async () => {
    expect(featuredMatch(await listFeaturedCandidates(env.DB, 1, null), NOW)).toEqual({ kind: 'live', id: 21 })
    const women = featuredMatch(await listFeaturedCandidates(env.DB, 2, null), NOW)
    const { next } = await getNextAndLastMatch(env.DB, 'women', NOW)
    expect(women).toEqual({ kind: 'next', id: next?.id })
  })
})

describe('teams', () => {
  beforeEach(async () => {
    await seedDemo()
  })

  it('a team has a league table in a season it plays a league in, and none in a season without data', async () => {
    expect(await hasLeagueTable(env.DB, 2, 2025)).toBe(true)
    expect(await hasLeagueTable(env.DB, 1, 2025)).toBe(true)
    expect(await hasLeagueTable(env.DB, 2, 2024)).toBe(false)
    await env.DB.prepare(`DELETE FROM league_tables WHERE team_id = 4`).run()
    expect(await hasLeagueTable(env.DB, 4, 2025)).toBe(false)
  })

  // Issue 22 §2: /matches names its team and season by the address's slugs inside its one batch; each read
  // must answer exactly what it answers for the ids the slugs resolve to.
  const fixturesBy = async (ref: TeamSeasonRef) => ({
    matches: await runRead(env.DB, seasonMatchesRead(env.DB, ref)),
    table: await runRead(env.DB, leagueTableRead(env.DB, ref)),
    hasTable: await runRead(env.DB, hasLeagueTableRead(env.DB, ref)),
  })
  it.each([
    { slugs: { teamSlug: '', seasonSlug: null }, ids: { teamId: 1, seasonId: 2025 } },
    { slugs: { teamSlug: 'first-team', seasonSlug: '2025-26' }, ids: { teamId: 1, seasonId: 2025 } },
    { slugs: { teamSlug: 'women', seasonSlug: null }, ids: { teamId: 2, seasonId: 2025 } },
    { slugs: { teamSlug: 'women', seasonSlug: '2024-25' }, ids: { teamId: 2, seasonId: 2024 } },
  ])('fixtures read by the slugs $slugs are those of the ids $ids', async ({ slugs, ids }) => {
    const bySlugs = await fixturesBy(slugs)
    expect(bySlugs).toEqual(await fixturesBy(ids))
    // The seed's current season has fixtures for both teams: the comparison is not of two empty lists.
    if (ids.seasonId === 2025) expect(bySlugs.matches.length).toBeGreaterThan(0)
    if (bySlugs.table) expect(bySlugs.table.rows.filter((row) => row.isOurs)).toHaveLength(1)
  })

  it('fixtures read by a team or season the site does not have are empty', async () => {
    for (const ref of [
      { teamSlug: 'no-such-team', seasonSlug: null },
      { teamSlug: '', seasonSlug: '1999-00' },
    ]) {
      expect(await fixturesBy(ref)).toEqual({ matches: [], table: null, hasTable: false })
    }
  })

  it('a team by id is the team by slug, with its childFriendly flag', async () => {
    const women = await getTeamById(env.DB, 2)
    expect(women).toEqual(await getTeamBySlug(env.DB, 'women'))
    expect(women?.childFriendly).toBe(true)
    await env.DB.prepare(`UPDATE teams SET child_friendly = 0 WHERE id = 2`).run()
    expect((await getTeamById(env.DB, 2))?.childFriendly).toBe(false)
    expect(await getTeamById(env.DB, 99)).toBeNull()
  })

  // Issue 22 §2: /teams reads every squad in its one batch; each must be what the team's own read gives.
  it('every squad read at once is each team’s squad, in the same order, active players only', async () => {
    await env.DB.prepare(`UPDATE players SET is_active = 0 WHERE id = (SELECT min(id) FROM players WHERE team_id = 1)`).run()
    const squads = await runRead(env.DB, squadsRead(env.DB))
    const teams = await runRead(env.DB, listTeamsRead(env.DB))
    let players = 0
    for (const team of teams) {
      const own = await runRead(env.DB, squadRead(env.DB, team.id))
      expect(squads.get(team.id) ?? [], team.name).toEqual(own)
      players += own.length
    }
    const active = await env.DB.prepare(`SELECT count(*) AS n FROM players WHERE is_active = 1`).first<{ n: number }>()
    expect(players).toBe(active?.n)
    expect(squads.get(1)?.length).toBeGreaterThan(10)
  })
})
