/**
 * Issue 20 §4: what a full match replay is made from (the match, its live
 * video's loop, its events) and the one D1 batch that stores its entry: the
 * videos row, matches.video_entry_id and the audit entry together, so a
 * replay is never half-written. Remaking one replaces the entry under the
 * same ids at version + 1, refused (nothing written) if another remake came first.
 */
import type { Chapter, ChapterEvent } from '../../shared/rules/replay-chapters'
import type { MatchSummary } from '../../shared/types/football'
import { isUniqueViolation, isVersionConflict } from '../admin/audit'
import type { Audit } from './match-console'
import { MATCH_SUMMARY_SELECT, type MatchSummaryRow, rowToMatchSummary } from './matches'

export interface ReplaySource {
  match: MatchSummary
  teamId: number
  seasonId: number
  kickedOffAt: string | null
  fullTimeAt: string | null
  /** The live video asset's R2 loop (stream_assets.playback_id); null when the match has no live video. */
  loopPlaybackId: string | null
  posterKey: string | null
  events: ChapterEvent[]
  /** The seed's 'Full Match Replays' category, when there is one. */
  categoryId: number | null
  /** The entry as it stands, for a remake. */
  existing: { id: number; version: number } | null
}

interface ExtraRow {
  team_id: number
  season_id: number
  kicked_off_at: string | null
  full_time_at: string | null
  loop_playback_id: string | null
  poster_key: string | null
}

export const replayEntryId = (matchId: number) => `replay-${matchId}`

/** Everything a replay needs, in one round trip; null for an unknown match. */
export async function readReplaySource(db: D1Database, matchId: number): Promise<ReplaySource | null> {
  const [summary, extra, events, category, existing] = await db.batch([
    db.prepare(`${MATCH_SUMMARY_SELECT} WHERE m.id = ?1`).bind(matchId),
    db
      .prepare(`SELECT m.team_id, m.season_id, m.kicked_off_at, m.full_time_at, a.playback_id AS loop_playback_id,
                       COALESCE(a.poster_image_key, a.offline_image_key) AS poster_key
                  FROM matches m LEFT JOIN stream_assets a ON a.id = m.video_asset_id AND a.content_kind = 'video'
                 WHERE m.id = ?1`)
      .bind(matchId),
    db
      .prepare(`SELECT minute, added_minute, event_type, player_name FROM match_events
                 WHERE match_id = ?1 ORDER BY minute, COALESCE(added_minute, 0), id`)
      .bind(matchId),
    db.prepare(`SELECT id, hero_image_key FROM video_categories WHERE slug = 'full-match-replay'`),
    db.prepare('SELECT id, version FROM videos WHERE entry_id = ?1').bind(replayEntryId(matchId)),
  ])
  const matchRow = summary?.results[0] as MatchSummaryRow | undefined
  const row = extra?.results[0] as ExtraRow | undefined
  if (!matchRow || !row) return null
  const replays = category?.results[0] as { id: number; hero_image_key: string | null } | undefined
  return {
    match: rowToMatchSummary(matchRow),
    teamId: row.team_id,
    seasonId: row.season_id,
    kickedOffAt: row.kicked_off_at,
    fullTimeAt: row.full_time_at,
    loopPlaybackId: row.loop_playback_id,
    // A live asset without a poster: the replays category's own picture, so a card never asks for no picture at all.
    posterKey: row.poster_key ?? replays?.hero_image_key ?? null,
    events: (
      (events?.results ?? []) as Array<{
        minute: number
        added_minute: number | null
        event_type: ChapterEvent['type']
        player_name: string
      }>
    ).map((e) => ({ minute: e.minute, addedMinute: e.added_minute, type: e.event_type, playerName: e.player_name })),
    categoryId: replays?.id ?? null,
    existing: (existing?.results[0] as { id: number; version: number } | undefined) ?? null,
  }
}

export interface ReplayEntry {
  entryId: string
  playbackId: string
  provider: 'r2' | 'cloudflare-stream'
  title: string
  titleAr: string
  description: string
  durationSeconds: number
  entitlements: string[]
  thumbnailKey: string
  chapters: Chapter[]
  matchId: number
  teamId: number
  seasonId: number
  categoryId: number | null
  at: Date
}

/** Makes or replaces the entry, points the match at it, with the audit entry; 'changed' when another remake came first. */
export async function storeReplayEntry(
  db: D1Database,
  entry: ReplayEntry,
  existing: ReplaySource['existing'],
  audit: Audit,
): Promise<'written' | 'changed'> {
  const at = entry.at.toISOString()
  const values = [
    entry.entryId,
    entry.title,
    entry.titleAr,
    entry.description,
    entry.durationSeconds,
    JSON.stringify(entry.entitlements),
    entry.thumbnailKey,
    at,
    entry.teamId,
    entry.seasonId,
    entry.categoryId,
    entry.matchId,
    entry.playbackId,
    entry.provider,
    JSON.stringify(entry.chapters),
  ]
  const write = existing
    ? db
        .prepare(`UPDATE videos SET title = ?2, title_ar = ?3, description = ?4, duration_seconds = ?5, entitlements = ?6, thumbnail_key = ?7,
                         release_from = ?8, release_until = NULL, team_id = ?9, season_id = ?10, category_id = ?11, match_id = ?12,
                         playback_id = ?13, provider = ?14, chapters = ?15, processing_state = 'ready', failure_reason = NULL,
                         status = 'published', version = version + 1, updated_at = ?8
                   WHERE entry_id = ?1 AND version = ?16`)
        .bind(...values, existing.version)
    : db
        .prepare(`INSERT INTO videos (entry_id, title, title_ar, description, duration_seconds, entitlements, thumbnail_key, created_at,
                         release_from, team_id, season_id, category_id, match_id, playback_id, provider, chapters, processing_state,
                         status, version, updated_at)
                  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, 'ready', 'published', 1, ?8)`)
        .bind(...values)
  const point = db.prepare('UPDATE matches SET video_entry_id = ?2, version = version + 1 WHERE id = ?1').bind(entry.matchId, entry.entryId)
  try {
    // The audit entry first: for a remake its version check reads the row as it was before the change.
    await db.batch([audit(db), write, point])
    return 'written'
  } catch (err) {
    if (isVersionConflict(err) || isUniqueViolation(err, 'videos.entry_id')) return 'changed'
    throw err
  }
}
