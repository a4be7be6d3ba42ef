import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ImportReport } from '../../shared/types/imports'
import { staff } from './admin-articles-helpers'
import { auditCount, reportOf, sendCsv } from './admin-imports-helpers'
import type { ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'

// Issue 19 §4: a league table from CSV: the women's WSL 2 table of the current season, as seeded.

beforeEach(async () => {
  await seedDemo()
})

const TABLE_HEADER = 'position,team,played,won,drawn,lost,goals_for,goals_against,points'

async function womensTable() {
  const { results } = await env.DB.prepare(
    `SELECT l.position, l.club_name AS team, l.played, l.won, l.drawn, l.lost, l.goals_for, l.goals_against, l.points, l.team_id AS teamId
       FROM league_tables l JOIN competitions c ON c.id = l.competition_id
      WHERE c.slug = 'wsl-2' AND l.season_id = (SELECT id FROM seasons WHERE is_current = 1) ORDER BY l.position`,
  ).all<Record<string, string | number | null>>()
  return results
}

const tableCsv = (rows: Array<Record<string, string | number | null>>) =>
  [
    TABLE_HEADER,
    ...rows.map((r) =>
      TABLE_HEADER.split(',')
        .map((k) => `"${r[k]}"`)
        .join(','),
    ),
  ].join('\n')

const table = (browser: Browser, csv: string, dryRun: 0 | 1) =>
  sendCsv(browser, `/api/admin/imports/table?team=women&season=2025-26&competition=wsl-2&dryRun=${dryRun}`, csv)

describe('league table import', () => {
  it('the stored table again is unchanged; a change is an update, stored in one go with an audit entry', async () => {
    const stored = await womensTable()
    expect(stored.length).toBeGreaterThan(3)
    const editor = await staff('editor')
    const same = await reportOf(await table(editor, tableCsv(stored), 0))
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: stored.length, error: 0 })
    expect(await auditCount('leagueTable')).toBe(0)

    const [first, second, ...rest] = stored as [Record<string, number>, Record<string, number>, ...Array<Record<string, number>>]
    const swapped = [
      { ...second, position: 1, played: second.played + 1, won: second.won + 1, points: first.points + 1 },
      { ...first, position: 2 },
      ...rest,
    ]
    // Only plausible when the second club can reach that many points with one more win.
    swapped[0]!.points = Math.min(swapped[0]!.points!, 3 * swapped[0]!.won! + swapped[0]!.drawn!)
    const dry = await reportOf(await table(editor, tableCsv(swapped), 1))
    expect(dry.rows.slice(0, 2).map((r) => r.outcome)).toEqual(['update', 'update'])
    expect(await womensTable()).toEqual(stored)
    const real = await table(editor, tableCsv(swapped), 0)
    expect(real.status).toBe(200)
    const after = await womensTable()
    expect(after.map((r) => r.team)).toEqual(swapped.map((r) => r.team))
    expect(after.find((r) => r.teamId !== null)?.team).toBe(stored.find((r) => r.teamId !== null)?.team)
    expect(await auditCount('leagueTable')).toBe(1)
  })

  it('unknown team, inconsistent results and a repeated position are row errors; the real import writes nothing', async () => {
    const stored = await womensTable()
    const rows = stored.map((r) => ({ ...r }))
    rows[1]!.team = 'Nowhere Rangers Ladies'
    rows[2]!.won = Number(rows[2]!.won) + 1
    rows[3]!.position = 1
    const response = await table(await staff('admin'), tableCsv(rows), 0)
    expect(response.status).toBe(422)
    const report = ((await response.json()) as { meta: { import: ImportReport } }).meta.import
    const errors = report.rows.filter((r) => r.outcome === 'error')
    expect(errors.map((r) => [r.row, r.message?.split(':')[0]])).toEqual([
      [2, "Unknown team 'Nowhere Rangers Ladies'"],
      [
        3,
        `won + drawn + lost is ${Number(stored[2]!.won) + 1 + Number(stored[2]!.drawn) + Number(stored[2]!.lost)}, not played (${stored[2]!.played})`,
      ],
      [4, 'Position 1 is also row 1'],
    ])
    expect(await womensTable()).toEqual(stored)
    expect(await auditCount('leagueTable')).toBe(0)
  })

  it('a table without the club, or for a competition we do not have, is refused', async () => {
    const stored = await womensTable()
    const others = stored.filter((r) => r.teamId === null).map((r, i) => ({ ...r, position: i + 1 }))
    const editor = await staff('editor')
    const missing = await table(editor, tableCsv(others), 1)
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as ApiError).errors[0]?.message).toMatch(/^The table has no row for /)
    const noCompetition = await sendCsv(
      editor,
      '/api/admin/imports/table?team=women&season=2025-26&competition=superliga&dryRun=1',
      tableCsv(stored),
    )
    expect(noCompetition.status).toBe(404)
    expect(await womensTable()).toEqual(stored)
  })
})
