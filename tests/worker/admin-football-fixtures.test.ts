import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { FixtureFields } from '../../shared/schemas/admin-football'
import { staff } from './admin-articles-helpers'
import { auditFor, errorsOf, itemOf, pageText, read, send, write } from './admin-football-helpers'
import { seedDemo } from './helpers'

// Issue 19 §4 fixtures, results and line-ups; §9 audit; §10 version check.

beforeEach(() => seedDemo())

const FIXTURES = '/api/admin/football/fixtures'

const newFixture = (overrides: Partial<FixtureFields> = {}): FixtureFields => ({
  teamId: 3,
  seasonId: 2025,
  competitionId: 6,
  roundLabel: '',
  kickoff: '2026-03-29T01:30',
  venue: 'Town Training Ground',
  isHome: true,
  opponentName: 'Harbour Athletic U21',
  opponentShortName: 'Harbour',
  opponentCrestKey: null,
  status: 'upcoming',
  homeScore: null,
  awayScore: null,
  homeHalfTimeScore: null,
  awayHalfTimeScore: null,
  attendance: null,
  referee: '',
  ...overrides,
})

const matchCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM matches').first<{ n: number }>())?.n

describe('fixtures and results', () => {
  it('a kick-off London skips is refused; one in summer time is stored in UTC and read back on London’s clock', async () => {
    const editor = await staff('editor')
    const skipped = await write(editor, 'fixture', FIXTURES, newFixture())
    expect(skipped.status).toBe(400)
    expect((await errorsOf(skipped))[0]).toMatchObject({ source: { pointer: '/data/attributes/kickoff' } })
    const created = await write(editor, 'fixture', FIXTURES, newFixture({ kickoff: '2026-04-04T19:00' }))
    expect(created.status).toBe(201)
    const fixture = await itemOf<FixtureFields>(created)
    expect(fixture).toMatchObject({ kickoffUtc: '2026-04-04T18:00:00.000Z', fields: { kickoff: '2026-04-04T19:00' } })
    expect(await pageText('/matches/u21')).toContain('Harbour')
    expect((await auditFor('match', fixture.id)).map((e) => e.action)).toEqual(['create'])
  })

  it('a kick-off outside its season, a score for a match to come and a result before kick-off are refused by field, nothing written', async () => {
    const editor = await staff('editor')
    // A season far ahead, so its match has surely not kicked off whatever the clock says.
    const season = await write(editor, 'season', '/api/admin/football/seasons', {
      startYear: 2099,
      slug: '2099-00',
      name: '2099/00',
      isCurrent: false,
    })
    expect(season.status).toBe(201)
    const future = (await itemOf(season)).id
    const before = await matchCount()
    const cases: Array<[Partial<FixtureFields>, string]> = [
      [{ kickoff: '2026-08-08T15:00' }, 'kickoff'],
      [{ kickoff: '2026-04-04T19:00', homeScore: 1, awayScore: 0 }, 'homeScore'],
      [{ seasonId: future, kickoff: '2100-01-10T19:00', status: 'fulltime', homeScore: 1, awayScore: 0 }, 'status'],
      [{ kickoff: '2026-04-04T19:00', teamId: 999 }, 'teamId'],
    ]
    for (const [change, field] of cases) {
      const response = await write(editor, 'fixture', FIXTURES, newFixture(change))
      expect(response.status, field).toBe(400)
      expect((await errorsOf(response))[0]?.source?.pointer).toBe(`/data/attributes/${field}`)
    }
    expect(await matchCount()).toBe(before)
  })

  it('a result entered for a played match shows on the fixtures page; a stale copy is refused with the current match', async () => {
    const [editor, other] = [await staff('editor'), await staff('editor')]
    const played = await env.DB.prepare(
      "SELECT id FROM matches WHERE team_id = 3 AND status = 'fulltime' ORDER BY kickoff DESC LIMIT 1",
    ).first<{ id: number }>()
    const fixture = await read<FixtureFields>(editor, `${FIXTURES}/${played?.id}`)
    const stale = await read<FixtureFields>(other, `${FIXTURES}/${played?.id}`)
    const result = { ...fixture.fields, homeScore: 7, awayScore: 6, homeHalfTimeScore: null, awayHalfTimeScore: null }
    const saved = await write(editor, 'fixture', `${FIXTURES}/${fixture.id}`, result, fixture.version)
    expect(saved.status).toBe(200)
    expect(await pageText('/matches/u21')).toContain(
      fixture.fields.isHome
        ? `Ipswich Town U21 7 – 6 ${fixture.fields.opponentName}`
        : `${fixture.fields.opponentName} 7 – 6 Ipswich Town U21`,
    )
    const conflict = await write(other, 'fixture', `${FIXTURES}/${fixture.id}`, { ...stale.fields, venue: 'Elsewhere' }, stale.version)
    expect(conflict.status).toBe(409)
    const body = (await conflict.json()) as { data: { attributes: { version: number; fields: FixtureFields } } }
    expect(body.data.attributes).toMatchObject({ version: fixture.version + 1, fields: { homeScore: 7, venue: fixture.fields.venue } })
    const audit = await auditFor('match', fixture.id)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]?.before_json ?? '{}').homeScore).toBe(fixture.fields.homeScore)
    expect(JSON.parse(audit[0]?.after_json ?? '{}').homeScore).toBe(7)
  })

  it("a goal from the match-day console after the form was opened: the form's save is refused, the score kept", async () => {
    const editor = await staff('editor')
    const live = await env.DB.prepare("SELECT id FROM matches WHERE status = 'live' LIMIT 1").first<{ id: number }>()
    const opened = await read<FixtureFields>(editor, `${FIXTURES}/${live?.id}`)
    const goal = await editor.post(`/api/admin/matches/${live?.id}/events`, {
      data: { type: 'matchEvent', attributes: { type: 'goal', minute: 40, side: 'home', playerName: 'Late Scorer' } },
    })
    expect(goal.status).toBe(201)
    const stale = await write(editor, 'fixture', `${FIXTURES}/${opened.id}`, { ...opened.fields, attendance: 29_000 }, opened.version)
    expect(stale.status).toBe(409)
    const now = await read<FixtureFields>(editor, `${FIXTURES}/${opened.id}`)
    expect(now.fields.homeScore).toBe((opened.fields.homeScore ?? 0) + 1)
  })

  it('a fixture with match events is not deleted; a new one is', async () => {
    const editor = await staff('editor')
    const withEvents = await env.DB.prepare('SELECT match_id AS id FROM match_events LIMIT 1').first<{ id: number }>()
    const played = await read(editor, `${FIXTURES}/${withEvents?.id}`)
    const refused = await send(editor, 'DELETE', `${FIXTURES}/${played.id}`, { version: played.version })
    expect(refused.status).toBe(409)
    expect((await errorsOf(refused))[0]?.code).toBe('in_use')
    const fresh = await itemOf(await write(editor, 'fixture', FIXTURES, newFixture({ kickoff: '2026-04-04T19:00' })))
    expect((await send(editor, 'DELETE', `${FIXTURES}/${fresh.id}`, { version: 1 })).status).toBe(204)
    expect((await editor.fetch(`${FIXTURES}/${fresh.id}`)).status).toBe(404)
  })

  it('lists in pages filtered by team and status', async () => {
    const editor = await staff('editor')
    const body = (await (await editor.fetch(`${FIXTURES}?teamId=3&status=fulltime&size=10`)).json()) as {
      data: Array<{ attributes: { teamName: string; fields: FixtureFields } }>
      meta: { total: number }
    }
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((m) => m.attributes.teamName === 'U21' && m.attributes.fields.status === 'fulltime')).toBe(true)
  })
})

describe('line-ups', () => {
  const lineupOf = async (matchId: number) =>
    (
      await env.DB.prepare(
        "SELECT player_id, role, shirt_number FROM match_lineups WHERE match_id = ? AND side = (SELECT CASE is_home WHEN 1 THEN 'home' ELSE 'away' END FROM matches WHERE id = ?) ORDER BY role, position",
      )
        .bind(matchId, matchId)
        .all<{ player_id: number; role: string; shirt_number: number }>()
    ).results

  it('an XI and subs from the team are stored in order under the match version; wrong sheets are refused by line and nothing changes', async () => {
    const editor = await staff('editor')
    const match = await env.DB.prepare("SELECT id FROM matches WHERE team_id = 1 AND status = 'upcoming' LIMIT 1").first<{ id: number }>()
    const id = match?.id ?? 0
    const path = `${FIXTURES}/${id}/lineup`
    const current = await read<never>(editor, path)
    const squad = (await (await editor.fetch('/api/admin/football/players?teamId=1&size=25')).json()) as {
      data: Array<{ attributes: { id: number } }>
    }
    const men = squad.data.slice(0, 14).map((p) => p.attributes.id)
    expect(men).toHaveLength(14)
    const entries = men.map((playerId, i) => ({ playerId, role: i < 11 ? 'starter' : 'sub', shirtNumber: i + 1, isCaptain: i === 0 }))
    const before = await lineupOf(id)

    const twelve = await write(editor, 'lineup', path, { entries: entries.map((e) => ({ ...e, role: 'starter' })) }, current.version)
    expect(twelve.status).toBe(400)
    expect((await errorsOf(twelve))[0]?.source?.pointer).toBe('/data/attributes/entries')
    const stranger = [...entries.slice(0, 13), { ...entries[13], playerId: 101 }]
    const wrong = await write(editor, 'lineup', path, { entries: stranger }, current.version)
    expect((await errorsOf(wrong))[0]?.source?.pointer).toBe('/data/attributes/entries/13/playerId')
    const twice = [...entries.slice(0, 13), { ...entries[13], shirtNumber: 1 }]
    expect((await errorsOf(await write(editor, 'lineup', path, { entries: twice }, current.version)))[0]?.source?.pointer).toBe(
      '/data/attributes/entries/13/shirtNumber',
    )
    expect(await lineupOf(id)).toEqual(before)

    const saved = await write(editor, 'lineup', path, { entries }, current.version)
    expect(saved.status).toBe(200)
    const stored = await lineupOf(id)
    expect(stored.filter((r) => r.role === 'starter')).toHaveLength(11)
    expect(stored.filter((r) => r.role === 'sub').map((r) => r.player_id)).toEqual(men.slice(11))
    const [entry] = await auditFor('lineup', id)
    expect(entry).toMatchObject({ action: 'update', subject_version: current.version })

    const late = await write(editor, 'lineup', path, { entries: entries.slice(0, 11) }, current.version)
    expect(late.status).toBe(409)
    expect(await lineupOf(id)).toEqual(stored)
  })
})
