import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SeasonFields, TableRowFields, TeamFields } from '../../shared/schemas/admin-football-basics'
import { staff } from './admin-articles-helpers'
import { auditFor, errorsOf, itemOf, pageText, read, send, write } from './admin-football-helpers'
import { seedDemo } from './helpers'

// Issue 19 §4 seasons, competitions, teams and league tables; §9 audit; §10 version check.

beforeEach(() => seedDemo())

const API = '/api/admin/football'

const teamCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM teams').first<{ n: number }>())?.n

describe('teams', () => {
  it('a team with matches and players is not deleted: 409 saying why, nothing changed, no audit entry', async () => {
    const editor = await staff('editor')
    const men = await read(editor, `${API}/teams/1`)
    const before = await teamCount()
    const refused = await send(editor, 'DELETE', `${API}/teams/1`, { version: men.version })
    expect(refused.status).toBe(409)
    const [error] = await errorsOf(refused)
    expect(error?.code).toBe('in_use')
    expect(error?.message).toMatch(/^This team has \d+ matches and \d+ players/)
    expect(await teamCount()).toBe(before)
    expect(await auditFor('team', 1)).toEqual([])
  })

  it('a new team is created, renamed (shown on /teams) and deleted, each audited; a taken address is refused', async () => {
    const editor = await staff('editor')
    const u21 = await read<TeamFields>(editor, `${API}/teams/3`)
    const fields: TeamFields = { ...u21.fields, name: 'U23', slug: 'u23', altSlug: null, displayName: 'Ipswich Town U23', position: 9 }
    const missing = await write(editor, 'team', `${API}/teams`, fields)
    expect((await errorsOf(missing))[0]?.source?.pointer).toBe('/data/attributes/crestKey')
    // The seed here is made without its pictures: the club crest put in the library as an upload would.
    await env.MEDIA.put(`images/${fields.crestKey}`, '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const created = await write(editor, 'team', `${API}/teams`, fields)
    expect(created.status).toBe(201)
    const team = await itemOf<TeamFields>(created)
    const renamed = await write(editor, 'team', `${API}/teams/${team.id}`, { ...fields, name: 'Development Squad' }, team.version)
    expect(renamed.status).toBe(200)
    expect(await pageText('/teams')).toContain('Development Squad')
    const taken = await write(editor, 'team', `${API}/teams`, { ...fields, slug: 'women' })
    expect(taken.status).toBe(409)
    expect((await errorsOf(taken))[0]).toMatchObject({ code: 'slug_taken', source: { pointer: '/data/attributes/slug' } })
    expect((await send(editor, 'DELETE', `${API}/teams/${team.id}`, { version: team.version + 1 })).status).toBe(204)
    expect((await auditFor('team', team.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete'])
  })
})

describe('seasons and competitions', () => {
  it('making a season current unsets the other in the same save; a wrong address for its year is refused by field', async () => {
    const editor = await staff('editor')
    const bad = await write(editor, 'season', `${API}/seasons`, { startYear: 2026, slug: '2026-28', name: '2026/27', isCurrent: true })
    expect(bad.status).toBe(400)
    expect((await errorsOf(bad))[0]?.source?.pointer).toBe('/data/attributes/slug')
    const created = await write(editor, 'season', `${API}/seasons`, { startYear: 2026, slug: '2026-27', name: '2026/27', isCurrent: true })
    expect(created.status).toBe(201)
    const seasons = (await (await editor.fetch(`${API}/seasons`)).json()) as { data: Array<{ attributes: { fields: SeasonFields } }> }
    expect(seasons.data.filter((s) => s.attributes.fields.isCurrent).map((s) => s.attributes.fields.slug)).toEqual(['2026-27'])
    expect((await auditFor('season', (await itemOf(created)).id)).map((e) => e.action)).toEqual(['create'])
  })

  it('a competition with matches is not deleted; one without is', async () => {
    const editor = await staff('editor')
    const refused = await send(editor, 'DELETE', `${API}/competitions/1`, { version: 1 })
    expect(refused.status).toBe(409)
    expect((await errorsOf(refused))[0]?.code).toBe('in_use')
    const cup = await write(editor, 'competition', `${API}/competitions`, {
      slug: 'county-cup',
      name: 'Suffolk County Cup',
      shortName: 'County Cup',
      kind: 'cup',
      logoKey: null,
    })
    expect(cup.status).toBe(201)
    expect((await send(editor, 'DELETE', `${API}/competitions/${(await itemOf(cup)).id}`, { version: 1 })).status).toBe(204)
  })
})

describe('league tables', () => {
  it("a row's numbers must agree (the import's rule); a correction is stored and audited; an older copy gets 409", async () => {
    const [editor, other] = [await staff('editor'), await staff('editor')]
    const rows = (await (await editor.fetch(`${API}/league-tables?seasonId=2025&competitionId=1`)).json()) as {
      data: Array<{ attributes: { id: number; version: number; teamId: number | null; fields: TableRowFields } }>
    }
    const row = rows.data.find((r) => r.attributes.teamId === 1)?.attributes
    if (!row) throw new Error("the seed's Championship table has no row for the club")
    const path = `${API}/league-tables/${row.id}`
    const wrong = await write(editor, 'leagueTableRow', path, { ...row.fields, won: row.fields.won + 1 }, row.version)
    expect(wrong.status).toBe(400)
    expect((await errorsOf(wrong))[0]?.source?.pointer).toBe('/data/attributes/played')
    const deducted = { ...row.fields, points: row.fields.points - 6 }
    const saved = await write(editor, 'leagueTableRow', path, deducted, row.version)
    expect(saved.status).toBe(200)
    expect((await itemOf<TableRowFields>(saved)).fields.points).toBe(row.fields.points - 6)
    const [entry] = await auditFor('leagueTable', row.id)
    expect(JSON.parse(entry?.before_json ?? '{}').points).toBe(row.fields.points)
    expect(JSON.parse(entry?.after_json ?? '{}').points).toBe(row.fields.points - 6)
    const late = await write(other, 'leagueTableRow', path, { ...row.fields, form: 'WWWWW' }, row.version)
    expect(late.status).toBe(409)
    const stored = await env.DB.prepare('SELECT points, form FROM league_tables WHERE id = ?')
      .bind(row.id)
      .first<{ points: number; form: string }>()
    expect(stored).toEqual({ points: row.fields.points - 6, form: row.fields.form })
  })
})
