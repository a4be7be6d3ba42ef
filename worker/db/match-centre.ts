/** One match in full for the match centre (SPEC §2.1): events, line-ups, stats, player of the match. */
import type {
  LineupPlayer,
  MatchDetail,
  MatchEvent,
  MatchLiveState,
  MatchStat,
  PlayerOfTheMatch,
  Position,
  TeamLineup,
} from '../../shared/types/football'
import { matchMedia } from '../../shared/rules/match-media'
import { getMatchSummary } from './fixtures'
import { videoVisibleSql } from './video-visibility'

interface ExtraRow {
  round_label: string
  minute: number | null
  home_half_time_score: number | null
  away_half_time_score: number | null
  referee: string | null
  attendance: number | null
  video_entry_id: string | null
  audio_entry_id: string | null
  audio_asset_id: string | null
  video_asset_id: string | null
  status: MatchLiveState['status']
  home_score: number | null
  away_score: number | null
}

export interface EventRow {
  id: number
  minute: number
  added_minute: number | null
  event_type: MatchEvent['type']
  side: 'home' | 'away'
  player_name: string
  related_player_name: string | null
}

interface LineupRow {
  side: 'home' | 'away'
  role: 'starter' | 'sub'
  player_id: number | null
  player_slug: string | null
  player_name: string
  shirt_number: number | null
  player_position: Position | null
  is_captain: number
}

interface StatRow {
  stat_key: string
  label: string
  home_value: number
  away_value: number
}

export const rowToEvent = (r: EventRow): MatchEvent => ({
  id: r.id,
  minute: r.minute,
  addedMinute: r.added_minute,
  type: r.event_type,
  side: r.side,
  playerName: r.player_name,
  relatedPlayerName: r.related_player_name,
})

const rowToStat = (r: StatRow): MatchStat => ({ key: r.stat_key, label: r.label, home: r.home_value, away: r.away_value })

function eventsAndStats(db: D1Database, matchId: number) {
  return [
    db
      .prepare(`SELECT id, minute, added_minute, event_type, side, player_name, related_player_name
                  FROM match_events WHERE match_id = ?1 ORDER BY minute, COALESCE(added_minute, 0), id`)
      .bind(matchId),
    db.prepare(`SELECT stat_key, label, home_value, away_value FROM match_stats WHERE match_id = ?1 ORDER BY position`).bind(matchId),
  ] as const
}

/** What can change while a match is live; null for an unknown match. */
export async function getMatchLiveState(db: D1Database, matchId: number): Promise<MatchLiveState | null> {
  const [events, stats] = eventsAndStats(db, matchId)
  const [head, eventRows, statRows] = await db.batch([
    db.prepare(`SELECT status, minute, home_score, away_score FROM matches WHERE id = ?1`).bind(matchId),
    events,
    stats,
  ])
  const row = head?.results[0] as Pick<ExtraRow, 'status' | 'minute' | 'home_score' | 'away_score'> | undefined
  if (!row) return null
  return {
    id: matchId,
    status: row.status,
    minute: row.minute,
    homeScore: row.home_score,
    awayScore: row.away_score,
    events: ((eventRows?.results ?? []) as EventRow[]).map(rowToEvent),
    stats: ((statRows?.results ?? []) as StatRow[]).map(rowToStat),
  }
}

export async function getMatchDetail(db: D1Database, matchId: number): Promise<MatchDetail | null> {
  const summary = await getMatchSummary(db, matchId)
  if (!summary) return null
  const [events, stats] = eventsAndStats(db, matchId)
  const [extra, eventRows, statRows, lineupRows, potm] = await db.batch([
    db
      // Issue 20 §2: the replay is offered only once it plays (published, released, ready: video-visibility.ts).
      .prepare(`SELECT round_label, minute, home_half_time_score, away_half_time_score, referee, attendance,
                       (SELECT v.entry_id FROM videos v WHERE v.entry_id = m.video_entry_id AND ${videoVisibleSql('v', '?2')}) AS video_entry_id,
                       audio_entry_id, audio_asset_id, video_asset_id, status, home_score, away_score
                  FROM matches m WHERE id = ?1`)
      .bind(matchId, new Date().toISOString()),
    events,
    stats,
    db
      .prepare(`SELECT l.side, l.role, l.player_id, p.slug AS player_slug, l.player_name, l.shirt_number, l.player_position, l.is_captain
                  FROM match_lineups l LEFT JOIN players p ON p.id = l.player_id
                 WHERE l.match_id = ?1 ORDER BY l.side, l.role = 'sub', l.position`)
      .bind(matchId),
    db
      .prepare(`SELECT a.player_name, a.citation, p.slug AS player_slug FROM match_player_of_the_match a
                  LEFT JOIN players p ON p.id = a.player_id WHERE a.match_id = ?1`)
      .bind(matchId),
  ])
  const x = extra?.results[0] as ExtraRow
  const potmRow = potm?.results[0] as { player_name: string; citation: string; player_slug: string | null } | undefined
  const playerOfTheMatch: PlayerOfTheMatch | null = potmRow
    ? { name: potmRow.player_name, playerSlug: potmRow.player_slug, citation: potmRow.citation }
    : null
  return {
    ...summary,
    round: x.round_label,
    minute: x.minute,
    halfTime:
      x.home_half_time_score !== null && x.away_half_time_score !== null
        ? { home: x.home_half_time_score, away: x.away_half_time_score }
        : null,
    referee: x.referee,
    attendance: x.attendance,
    events: ((eventRows?.results ?? []) as EventRow[]).map(rowToEvent),
    lineups: toLineups((lineupRows?.results ?? []) as LineupRow[]),
    stats: ((statRows?.results ?? []) as StatRow[]).map(rowToStat),
    playerOfTheMatch,
    media: matchMedia({
      status: x.status,
      audioAssetId: x.audio_asset_id,
      videoAssetId: x.video_asset_id,
      videoEntryId: x.video_entry_id,
      audioEntryId: x.audio_entry_id,
    }),
  }
}

function toLineups(rows: LineupRow[]): { home: TeamLineup; away: TeamLineup } | null {
  if (rows.length === 0) return null
  const sides = { home: { starters: [], subs: [] } as TeamLineup, away: { starters: [], subs: [] } as TeamLineup }
  for (const r of rows) {
    const player: LineupPlayer = {
      playerId: r.player_id,
      playerSlug: r.player_slug,
      name: r.player_name,
      number: r.shirt_number,
      position: r.player_position,
      captain: r.is_captain === 1,
    }
    sides[r.side][r.role === 'starter' ? 'starters' : 'subs'].push(player)
  }
  return sides
}
