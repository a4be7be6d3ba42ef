/**
 * Issue 19 §4: the D1 side of the CSV imports. Reads give the rules
 * (shared/rules/fixture-import.ts, table-import.ts) what is stored; writes
 * take a whole plan and store it in ONE batch with its audit entry, so an
 * import is stored entirely or not at all.
 */
import type { FixtureWrite, ImportCompetition, StoredFixture } from '../../shared/rules/fixture-import'
import type { KnownClub, TableEntry } from '../../shared/rules/table-import'
import type { VersionGuard } from '../admin/audit'

export interface ImportTeam {
  id: number
  slug: string
  altSlug: string | null
  name: string
  shortName: string
  crestKey: string
}

export interface ImportSeason {
  id: number
  slug: string
  startYear: number
  isCurrent: boolean
}

/** The team (by slug or its other name: '' and 'first-team' are the men) and the season, or null for either unknown. */
export async function findTeamAndSeason(db: D1Database, teamSlug: string, seasonSlug: string) {
  const [team, season] = await db.batch([
    db
      .prepare(`SELECT id, slug, alt_slug AS altSlug, display_name AS name, short_name AS shortName, crest_key AS crestKey
                  FROM teams WHERE slug = ?1 OR alt_slug = ?1`)
      .bind(teamSlug),
    db.prepare(`SELECT id, slug, start_year AS startYear, is_current AS isCurrent FROM seasons WHERE slug = ?1`).bind(seasonSlug),
  ])
  const s = season?.results[0] as (Omit<ImportSeason, 'isCurrent'> & { isCurrent: number }) | undefined
  return {
    team: (team?.results[0] as ImportTeam | undefined) ?? null,
    season: s ? { ...s, isCurrent: s.isCurrent === 1 } : null,
  }
}

export async function listCompetitions(db: D1Database): Promise<ImportCompetition[]> {
  const { results } = await db
    .prepare(`SELECT id, slug, name, short_name AS shortName FROM competitions ORDER BY id`)
    .all<ImportCompetition>()
  return results
}

export async function storedFixtures(db: D1Database, teamId: number, seasonId: number): Promise<StoredFixture[]> {
  const { results } = await db
    .prepare(`SELECT id, kickoff, opponent_name AS opponentName, opponent_short_name AS opponentShortName, venue, is_home AS isHome,
                     competition_id AS competitionId, round_label AS roundLabel, status
                FROM matches WHERE team_id = ?1 AND season_id = ?2 ORDER BY kickoff`)
    .bind(teamId, seasonId)
    .all<Omit<StoredFixture, 'isHome'> & { isHome: number }>()
  return results.map((row) => ({ ...row, isHome: row.isHome === 1 }))
}

/**
 * The audit entry's guard for a fixtures import (audit.ts VersionGuard): once
 * the batch's updates ran, every match it updates must still be unplayed. An
 * update skips a match that kicked off meanwhile (its WHERE), this finds it,
 * and the entry's NOT NULL version refuses the whole batch: nothing is stored.
 * The ids go as one JSON parameter (D1 binds at most 100).
 */
export function fixturesStillOpen(ids: readonly number[]): VersionGuard {
  if (ids.length === 0) return { unversioned: true }
  const sql = `(SELECT 1 WHERE (SELECT count(*) FROM matches WHERE id IN (SELECT value FROM json_each(?)) AND status IN ('upcoming', 'postponed')) = ?)`
  return { checked: { sql, params: [JSON.stringify(ids), ids.length] } }
}

/** Creates and updates of one team's season, with the audit entry, in one batch. */
export async function writeFixtures(
  db: D1Database,
  target: { teamId: number; seasonId: number },
  writes: readonly FixtureWrite[],
  audit: D1PreparedStatement,
): Promise<void> {
  const statements = writes.map((write) => {
    const v = write.values
    if (write.kind === 'create') {
      return db
        .prepare(`INSERT INTO matches (team_id, season_id, competition_id, round_label, kickoff, venue, is_home, opponent_name, opponent_short_name, status)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'upcoming')`)
        .bind(
          target.teamId,
          target.seasonId,
          v.competitionId,
          v.roundLabel,
          v.kickoff,
          v.venue,
          v.isHome ? 1 : 0,
          v.opponentName,
          v.opponentShortName,
        )
    }
    // Guarded by team, season and status: a match that started meanwhile is left as it is.
    return db
      .prepare(`UPDATE matches SET competition_id = ?, round_label = ?, kickoff = ?, venue = ?, is_home = ?, opponent_name = ?, opponent_short_name = ?,
                       version = version + 1
                 WHERE id = ? AND team_id = ? AND season_id = ? AND status IN ('upcoming', 'postponed')`)
      .bind(
        v.competitionId,
        v.roundLabel,
        v.kickoff,
        v.venue,
        v.isHome ? 1 : 0,
        v.opponentName,
        v.opponentShortName,
        write.id,
        target.teamId,
        target.seasonId,
      )
  })
  await db.batch([...statements, audit])
}

// Columns aliased to TableEntry's names, so a row is a TableEntry as it comes.
const TABLE_SELECT = `SELECT club_name AS clubName, club_short_name AS clubShortName, crest_key AS crestKey, team_id AS teamId, position,
  played, won, drawn, lost, goals_for AS goalsFor, goals_against AS goalsAgainst, points, form FROM league_tables`

export async function storedTable(db: D1Database, seasonId: number, competitionId: number): Promise<TableEntry[]> {
  const { results } = await db
    .prepare(`${TABLE_SELECT} WHERE season_id = ?1 AND competition_id = ?2 ORDER BY position`)
    .bind(seasonId, competitionId)
    .all<TableEntry>()
  return results
}

/** Clubs a table may name: those in this competition's tables (any season) and the team's opponents in it this season. */
export async function knownClubs(db: D1Database, teamId: number, seasonId: number, competitionId: number): Promise<KnownClub[]> {
  const { results } = await db
    .prepare(`SELECT club_name AS name, club_short_name AS shortName, crest_key AS crestKey FROM league_tables WHERE competition_id = ?3
              UNION
              SELECT opponent_name, opponent_short_name, opponent_crest_key FROM matches
               WHERE team_id = ?1 AND season_id = ?2 AND competition_id = ?3`)
    .bind(teamId, seasonId, competitionId)
    .all<KnownClub>()
  return results
}

/** The file is the whole table: the stored one is replaced, with the audit entry, in one batch. */
export async function replaceTable(
  db: D1Database,
  target: { seasonId: number; competitionId: number },
  entries: readonly TableEntry[],
  audit: D1PreparedStatement,
): Promise<void> {
  const remove = db
    .prepare(`DELETE FROM league_tables WHERE season_id = ? AND competition_id = ?`)
    .bind(target.seasonId, target.competitionId)
  const inserts = entries.map((e) =>
    db
      .prepare(`INSERT INTO league_tables (season_id, competition_id, team_id, club_name, club_short_name, crest_key, position,
                  played, won, drawn, lost, goals_for, goals_against, points, form)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .bind(
        target.seasonId,
        target.competitionId,
        e.teamId,
        e.clubName,
        e.clubShortName,
        e.crestKey,
        e.position,
        e.played,
        e.won,
        e.drawn,
        e.lost,
        e.goalsFor,
        e.goalsAgainst,
        e.points,
        e.form,
      ),
  )
  await db.batch([remove, ...inserts, audit])
}
