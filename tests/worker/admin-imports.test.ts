import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ImportReport } from '../../shared/types/imports'
import { auditStatement, isVersionConflict } from '../../worker/admin/audit'
import { fixturesStillOpen, writeFixtures } from '../../worker/db/imports'
import { staff } from './admin-articles-helpers'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { auditCount, reportOf, sendCsv } from './admin-imports-helpers'

// Issue 19 §4: CSV imports of a season's fixtures and a league table, with a dry run and row-numbered errors.

beforeEach(async () => {
  await seedDemo()
})

const HEADER = 'date,time,opponent,venue,home_or_away,competition'
// The U21s' 2024-25 season, in Premier League 2.
const FIXTURES = [
  HEADER,
  '16/08/2024,19:00,Rovers U21,Town Training Ground,H,Premier League 2',
  '2024-08-23,13:00,"Athletic, U21",Athletic Park,away,premier-league-2',
  '30/08/2024,19:00,City U21,Town Training Ground,Home,PL2',
].join('\r\n')

const fixtures = (browser: Browser, csv: string, dryRun: 0 | 1, team = 'u21', season = '2024-25') =>
  sendCsv(browser, `/api/admin/imports/fixtures?team=${team}&season=${season}&dryRun=${dryRun}`, csv)

async function u21Matches(season = 2024) {
  const { results } = await env.DB.prepare(
    `SELECT m.opponent_name AS opponent, m.kickoff, m.is_home AS isHome, c.slug AS competition FROM matches m
       JOIN teams t ON t.id = m.team_id JOIN competitions c ON c.id = m.competition_id
      WHERE t.slug = 'u21' AND m.season_id = (SELECT id FROM seasons WHERE start_year = ?) ORDER BY m.kickoff`,
  )
    .bind(season)
    .all<{ opponent: string; kickoff: string; isHome: number; competition: string }>()
  return results
}

describe('who may import', () => {
  it('signed out 401, a supporter 403, a cross-site post refused; an editor and an administrator may', async () => {
    expect((await fixtures(new Browser(), FIXTURES, 1)).status).toBe(401)
    const supporter = await fixtures(await staff(null), FIXTURES, 0)
    expect(supporter.status).toBe(403)
    const editor = await staff('editor')
    const crossSite = await sendCsv(editor, '/api/admin/imports/fixtures?team=u21&season=2024-25&dryRun=0', FIXTURES, {
      Origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(((await crossSite.json()) as ApiError).errors[0]?.code).toBe('cross_site_request')
    expect(await u21Matches()).toHaveLength(0)
    expect((await fixtures(editor, FIXTURES, 1)).status).toBe(200)
    expect((await fixtures(await staff('admin'), FIXTURES, 1)).status).toBe(200)
  })
})

describe('fixtures import', () => {
  it('a dry run shows each row as create and writes nothing; the real import writes all with one audit entry; again is unchanged', async () => {
    const editor = await staff('editor')
    const dry = await fixtures(editor, FIXTURES, 1)
    expect(dry.status).toBe(200)
    expect(await reportOf(dry)).toEqual({
      kind: 'fixtures',
      dryRun: true,
      rows: [
        { row: 1, line: 2, outcome: 'create' },
        { row: 2, line: 3, outcome: 'create' },
        { row: 3, line: 4, outcome: 'create' },
      ],
      counts: { create: 3, update: 0, unchanged: 0, error: 0 },
    })
    expect(await u21Matches()).toHaveLength(0)
    expect(await auditCount('fixtures')).toBe(0)

    const real = await fixtures(editor, FIXTURES, 0)
    expect(real.status).toBe(200)
    expect((await reportOf(real)).counts).toEqual({ create: 3, update: 0, unchanged: 0, error: 0 })
    expect(await u21Matches()).toEqual([
      { opponent: 'Rovers U21', kickoff: '2024-08-16T18:00:00.000Z', isHome: 1, competition: 'premier-league-2' },
      { opponent: 'Athletic, U21', kickoff: '2024-08-23T12:00:00.000Z', isHome: 0, competition: 'premier-league-2' },
      { opponent: 'City U21', kickoff: '2024-08-30T18:00:00.000Z', isHome: 1, competition: 'premier-league-2' },
    ])
    expect(await auditCount('fixtures')).toBe(1)
    const entry = await env.DB.prepare(
      "SELECT subject_id, after_json FROM audit_log WHERE subject_type = 'fixtures' AND action = 'import'",
    ).first<{
      subject_id: string
      after_json: string
    }>()
    expect(entry?.subject_id).toBe('u21/2024-25')
    expect(JSON.parse(entry?.after_json ?? '{}').rows.map((r: unknown[]) => [r[0], r[3]])).toEqual([
      [1, 'Rovers U21'],
      [2, 'Athletic, U21'],
      [3, 'City U21'],
    ])

    const again = await reportOf(await fixtures(editor, FIXTURES, 0))
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 0 })
    expect(await auditCount('fixtures')).toBe(1)

    const moved = FIXTURES.replace('30/08/2024,19:00', '30/08/2024,18:30')
    const update = await reportOf(await fixtures(editor, moved, 0))
    expect(update.rows.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'update'])
    expect((await u21Matches()).map((m) => m.kickoff)).toContain('2024-08-30T17:30:00.000Z')
    expect(await u21Matches()).toHaveLength(3)
  })

  it('a BOM (a spreadsheet saved it) is read as nothing', async () => {
    const report = await reportOf(await fixtures(await staff('editor'), `\uFEFF${FIXTURES}`, 1))
    expect(report.counts.create).toBe(3)
  })

  it('errors are numbered by row; a real import with any error writes nothing and answers 422 with the rows', async () => {
    const csv = [
      HEADER,
      '16/08/2024,19:00,Rovers U21,Town Training Ground,H,Premier League 2',
      '31/09/2024,19:00,Rovers U21,Town Training Ground,H,Premier League 2',
      '20/09/2024,19:00,City U21,Town Training Ground,H,Conference League',
      '27/09/2024,19:00,United U21,Town Training Ground,H',
    ].join('\n')
    const editor = await staff('editor')
    const dry = await reportOf(await fixtures(editor, csv, 1))
    expect(dry.rows).toEqual([
      { row: 1, line: 2, outcome: 'create' },
      { row: 2, line: 3, outcome: 'error', message: "Bad date '31/09/2024': write DD/MM/YYYY or YYYY-MM-DD" },
      {
        row: 3,
        line: 4,
        outcome: 'error',
        message: expect.stringMatching(/^Unknown competition 'Conference League': use one of .*Premier League 2/),
      },
      { row: 4, line: 5, outcome: 'error', message: 'Has 5 fields; the header has 6' },
    ])
    const real = await fixtures(editor, csv, 0)
    expect(real.status).toBe(422)
    const body = (await real.json()) as ApiError & { meta: { import: ImportReport } }
    expect(body.errors[0]).toEqual({ code: 'import_rows_invalid', message: '3 rows have errors: nothing was imported' })
    expect(body.meta.import.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 3 })
    expect(await u21Matches()).toHaveLength(0)
    expect(await auditCount('fixtures')).toBe(0)
  })

  it.each([
    [
      'wrong columns',
      'date,kickoff,opponent\n16/08/2024,19:00,Rovers',
      /^Wrong columns \(missing time, venue, home_or_away, competition; unknown kickoff\): the first line must be date,time,opponent,venue,home_or_away,competition/,
    ],
    ['an unclosed quote', `${HEADER}\n16/08/2024,19:00,"Rovers,x,H,PL2`, /^Line 2: a quoted field is never closed/],
    ['100,000 rows', `${HEADER}\n${',,,,,\n'.repeat(100_000)}`, /^The file has 100,000 rows; an import takes at most 5,000/],
  ])('%s: 422 csv_invalid with a clear message, nothing written', async (_name, csv, message) => {
    const response = await fixtures(await staff('editor'), csv, 0)
    expect(response.status).toBe(422)
    const error = ((await response.json()) as ApiError).errors[0]
    expect(error?.code).toBe('csv_invalid')
    expect(error?.message).toMatch(message)
    expect(await u21Matches()).toHaveLength(0)
  })

  it("a file saved as Windows-1252 (Excel's plain CSV) is refused, not stored with broken names", async () => {
    const bytes = new TextEncoder().encode(`${HEADER}\n16/08/2024,19:00,M?laga U21,Town Training Ground,H,PL2\n`)
    bytes[bytes.indexOf(63)] = 0xe1 // 'á' in Windows-1252, not valid UTF-8 on its own
    const response = await (await staff('editor')).fetch('/api/admin/imports/fixtures?team=u21&season=2024-25&dryRun=0', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: bytes,
    })
    expect(response.status).toBe(422)
    expect(((await response.json()) as ApiError).errors[0]).toEqual({
      code: 'csv_invalid',
      message: 'Line 2: the file is not UTF-8 text; save it as "CSV UTF-8" and try again',
    })
    expect(await u21Matches()).toHaveLength(0)
  })

  it('a file over 2 MB is refused unread (413); another content type 415; an unknown team 404', async () => {
    const editor = await staff('editor')
    const huge = `${HEADER}\n${'16/08/2024,19:00,Rovers U21,Town Training Ground,H,Premier League 2\n'.repeat(40_000)}`
    const tooLarge = await fixtures(editor, huge, 0)
    expect(tooLarge.status).toBe(413)
    expect(((await tooLarge.json()) as ApiError).errors[0]?.code).toBe('payload_too_large')
    const json = await editor.post('/api/admin/imports/fixtures?team=u21&season=2024-25&dryRun=0', { csv: FIXTURES })
    expect(json.status).toBe(415)
    expect((await fixtures(editor, FIXTURES, 1, 'reserves')).status).toBe(404)
    expect(await u21Matches()).toHaveLength(0)
  })
})

describe('all or nothing', () => {
  it('when the batch fails at its last statement (the audit entry), none of the rows before it stays in D1', async () => {
    const ids = await env.DB.prepare(
      "SELECT (SELECT id FROM teams WHERE slug = 'u21') AS teamId, (SELECT id FROM seasons WHERE start_year = 2024) AS seasonId, (SELECT id FROM competitions WHERE slug = 'premier-league-2') AS competitionId",
    ).first<{ teamId: number; seasonId: number; competitionId: number }>()
    const values = { opponentShortName: 'Rovers', venue: 'Home', isHome: true, competitionId: ids!.competitionId, roundLabel: '' }
    const writes = [
      { row: 1, kind: 'create' as const, values: { ...values, kickoff: '2024-08-16T18:00:00.000Z', opponentName: 'Rovers U21' } },
      { row: 2, kind: 'create' as const, values: { ...values, kickoff: '2024-08-23T18:00:00.000Z', opponentName: 'City U21' } },
    ]
    // A guard that finds nothing: the audit entry's NOT NULL version refuses it, as a failed check would.
    const refused = auditStatement(
      env.DB,
      {
        actor: { ssoId: 'x', email: 'x@example.com' },
        action: 'import',
        subjectType: 'fixtures',
        subjectId: 'u21/2024-25',
        before: null,
        after: null,
        at: new Date(),
      },
      { checked: { sql: '(SELECT NULL)', params: [] } },
    )
    await expect(writeFixtures(env.DB, { teamId: ids!.teamId, seasonId: ids!.seasonId }, writes, refused)).rejects.toThrow()
    expect(await u21Matches()).toHaveLength(0)
    expect(await auditCount('fixtures')).toBe(0)
  })

  it('a match that kicked off between the check and the write refuses the whole import (the audit guard)', async () => {
    const editor = await staff('editor')
    expect((await fixtures(editor, FIXTURES, 0)).status).toBe(200)
    const match = await env.DB.prepare(
      "SELECT id, team_id, season_id, competition_id FROM matches WHERE opponent_name = 'City U21'",
    ).first<{
      id: number
      team_id: number
      season_id: number
      competition_id: number
    }>()
    await env.DB.prepare("UPDATE matches SET status = 'live', home_score = 0, away_score = 0 WHERE id = ?").bind(match!.id).run()
    const values = { opponentShortName: 'City', venue: 'Moved', isHome: true, competitionId: match!.competition_id, roundLabel: '' }
    const writes = [
      { row: 1, kind: 'create' as const, values: { ...values, kickoff: '2024-09-06T18:00:00.000Z', opponentName: 'United U21' } },
      {
        row: 2,
        kind: 'update' as const,
        id: match!.id,
        values: { ...values, kickoff: '2024-08-30T18:00:00.000Z', opponentName: 'City U21' },
      },
    ]
    const entry = auditStatement(
      env.DB,
      {
        actor: { ssoId: 'x', email: 'x@example.com' },
        action: 'import',
        subjectType: 'fixtures',
        subjectId: 'u21/2024-25',
        before: null,
        after: null,
        at: new Date(),
      },
      fixturesStillOpen([match!.id]),
    )
    const failure = await writeFixtures(env.DB, { teamId: match!.team_id, seasonId: match!.season_id }, writes, entry).catch(
      (err: unknown) => err,
    )
    expect(isVersionConflict(failure)).toBe(true)
    expect((await u21Matches()).map((m) => m.opponent)).toEqual(['Rovers U21', 'Athletic, U21', 'City U21'])
    expect(await auditCount('fixtures')).toBe(1)
  })
})
