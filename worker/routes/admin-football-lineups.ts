import { Hono } from 'hono'
import { lineupProblems } from '../../shared/rules/lineup-check'
import { LineupWrite } from '../../shared/schemas/admin-football'
import { auditStatement } from '../admin/audit'
import { runBatch } from '../admin/football-writes'
import { staffActor } from '../admin/staff-actor'
import { findAdminFixture, findAdminLineup } from '../db/admin-fixtures'
import { squadIds } from '../db/admin-players'
import type { AppEnv } from '../env'
import { MATCH, fixturePurge } from './admin-football-fixtures'
import { answer, idParam, notFound, readBody } from './admin-football-http'

/**
 * /api/admin/football/fixtures/{id}/lineup (issue 19 §4): the club's team
 * sheet for a match, the starting XI and the substitutes, chosen from the
 * team's players (shared/rules/lineup-check.ts). The sheet is saved whole,
 * under the match's version (§10): it replaces the stored one in one batch
 * with its audit entry, and the match's pages are purged.
 */
export const adminFootballLineups = new Hono<AppEnv>()

adminFootballLineups.get('/:id/lineup', async (c) => {
  const id = idParam(c)
  const lineup = id === null ? null : await findAdminLineup(c.env.DB, id)
  return lineup ? c.json({ data: { type: 'lineup', id: String(lineup.matchId), attributes: lineup } }) : notFound(c, 'match')
})

adminFootballLineups.put('/:id/lineup', async (c) => {
  const id = idParam(c)
  const before = id === null ? null : await findAdminLineup(c.env.DB, id)
  if (id === null || !before) return notFound(c, 'match')
  const body = await readBody(c, LineupWrite)
  if (!body.ok) return body.response
  const { attributes, meta } = body.value.data
  const squad = await squadIds(c.env.DB, before.teamId)
  const problems = lineupProblems(attributes.entries, new Set(squad.keys()))
  if (problems.length > 0) {
    const errors = problems.map((p) => ({
      code: 'bad_request',
      message: p.message,
      source: { pointer: p.index === null ? '/data/attributes/entries' : `/data/attributes/entries/${p.index}/${p.field}` },
    }))
    return c.json({ errors }, 400)
  }
  // Each role numbered in its order on the sheet; the name and position as the squad has them today.
  const counters = { starter: 0, sub: 0 }
  const rows = attributes.entries.map((e) => {
    const player = squad.get(e.playerId)
    counters[e.role] += 1
    return [
      e.role,
      counters[e.role],
      e.playerId,
      player?.name ?? '',
      e.shirtNumber ?? player?.number ?? null,
      player?.position ?? null,
      e.isCaptain ? 1 : 0,
    ]
  })
  const db = c.env.DB
  const at = new Date()
  const actor = await staffActor(c)
  const beforeEntries = before.entries.map(({ playerName: _name, ...entry }) => entry)
  const statements = [
    auditStatement(
      db,
      { actor, action: 'update', subjectType: 'lineup', subjectId: String(id), before: beforeEntries, after: attributes.entries, at },
      { table: 'matches', id, version: meta.version },
    ),
    db.prepare('DELETE FROM match_lineups WHERE match_id = ? AND side = ?').bind(id, before.side),
    db
      .prepare(
        `INSERT INTO match_lineups (match_id, side, role, position, player_id, player_name, shirt_number, player_position, is_captain)
         SELECT ?, ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'),
                json_extract(value, '$[4]'), json_extract(value, '$[5]'), json_extract(value, '$[6]') FROM json_each(?)`,
      )
      .bind(id, before.side, JSON.stringify(rows)),
    db.prepare('UPDATE matches SET version = version + 1 WHERE id = ? AND version = ?').bind(id, meta.version),
  ]
  const run = await runBatch(db, MATCH, id, statements)
  if (!run.ok) {
    // The conflict answers with the line-up as it is now (the match's version with it).
    if (run.code === 'version_conflict') return answer(c, 'lineup', { ...run, current: { ...(await findAdminLineup(db, id)), id } })
    return answer(c, 'lineup', run)
  }
  const [after, match] = await Promise.all([findAdminLineup(db, id), findAdminFixture(db, id)])
  return answer(c, 'lineup', { ok: true, item: after && { ...after, id }, purge: fixturePurge(match, null) })
})
