/** Stream assets (SPEC §3): the live audio commentary and live video. */
import type { MatchSummary } from '../../shared/types/football'
import type { NextStreamedMatch, StreamAssetAttributes } from '../../shared/types/stream'
import { MATCH_SUMMARY_SELECT, type MatchSummaryRow, rowToMatchSummary } from './matches'
import { LIVE_ASSET_ID_OF_KIND } from './video-feed'
import { firstRead, type Read, runRead } from './read'

export interface StreamAsset extends StreamAssetAttributes {
  id: string
  playbackId: string
}

interface StreamAssetRow {
  id: string
  title: string
  description: string
  media_type: StreamAssetAttributes['mediaType']
  content_kind: StreamAssetAttributes['contentKind']
  poster_image_key: string | null
  offline_image_key: string | null
  playback_id: string
  status: StreamAssetAttributes['assetData']['status']
}

function rowToStreamAsset(row: StreamAssetRow): StreamAsset {
  return {
    id: row.id,
    playbackId: row.playback_id,
    title: row.title,
    description: row.description,
    mediaType: row.media_type,
    contentKind: row.content_kind,
    imageData: { posterImageKey: row.poster_image_key, offlineImageKey: row.offline_image_key },
    assetData: { playbackIds: [{ id: row.playback_id }], status: row.status },
  }
}

const STREAM_ASSET_SELECT = `SELECT id, title, description, media_type, content_kind, poster_image_key, offline_image_key, playback_id, status
  FROM stream_assets`

export function streamAssetRead(db: D1Database, id: string): Read<StreamAsset | null> {
  const statement = db.prepare(`${STREAM_ASSET_SELECT} WHERE id = ?`).bind(id)
  return firstRead<StreamAssetRow, StreamAsset | null>(statement, (row) => (row ? rowToStreamAsset(row) : null))
}

export function findStreamAsset(db: D1Database, id: string): Promise<StreamAsset | null> {
  return runRead(db, streamAssetRead(db, id))
}

/** The match a live asset is judged for (the rights and pass checks). */
export interface AssetMatch {
  matchId: number
  firstTeam: boolean
  seasonSlug: string
  kickoff: string
  status: string
}

interface AssetMatchRow {
  match_id: number
  first_team: number
  season_slug: string
  kickoff: string
  status: string
}

const ASSET_MATCH_SELECT = `SELECT m.id AS match_id, t.slug = '' AS first_team, s.slug AS season_slug, m.kickoff, m.status
         FROM matches m JOIN teams t ON t.id = m.team_id JOIN seasons s ON s.id = m.season_id`

const toAssetMatch = (row: AssetMatchRow | null): AssetMatch | null =>
  row
    ? { matchId: row.match_id, firstTeam: row.first_team === 1, seasonSlug: row.season_slug, kickoff: row.kickoff, status: row.status }
    : null

/** The earliest match of `status` carrying the asset ?1 (a scalar subquery: its id, or NULL). */
const FIRST_CARRYING = (status: 'live' | 'upcoming') =>
  `(SELECT id FROM matches WHERE status = '${status}' AND (audio_asset_id = ?1 OR video_asset_id = ?1) ORDER BY kickoff LIMIT 1)`

/**
 * The match a stream plays now: the live one carrying the asset, else the next. For the session
 * check only: the commentary asset is shared by every men's match, so before kick-off this names
 * whichever match is live, not the one a supporter asks about (that is matchCarryingAssetRead).
 */
export function matchForAssetRead(db: D1Database, assetId: string): Read<AssetMatch | null> {
  const statement = db
    .prepare(
      // Issue 21 bench: each status is walked in kick-off order (matches_status_kickoff) only to its first
      // match carrying the asset, and only that one row is joined. Sorting every live and upcoming match
      // carrying it (every men's fixture for the commentary) read ~150 rows a session check.
      `${ASSET_MATCH_SELECT}
        WHERE m.id = COALESCE(${FIRST_CARRYING('live')}, ${FIRST_CARRYING('upcoming')})`,
    )
    .bind(assetId)
  return firstRead<AssetMatchRow, AssetMatch | null>(statement, toAssetMatch)
}

/** "Ready for kick-off?" (issue 10 §8): the match asked about, or null when there is none or it does not carry the asset. */
export function matchCarryingAssetRead(db: D1Database, assetId: string, matchId: number): Read<AssetMatch | null> {
  const statement = db
    .prepare(`${ASSET_MATCH_SELECT} WHERE m.id = ?2 AND (m.audio_asset_id = ?1 OR m.video_asset_id = ?1)`)
    .bind(assetId, matchId)
  return firstRead<AssetMatchRow, AssetMatch | null>(statement, toAssetMatch)
}

export function findMatchForAsset(db: D1Database, assetId: string): Promise<AssetMatch | null> {
  return runRead(db, matchForAssetRead(db, assetId))
}

// The next match that will be streamed and has not started: upcoming, kick-off still ahead, a stream asset attached.
const NEXT_STREAMED_MATCH = `(SELECT id FROM matches WHERE status = 'upcoming' AND kickoff > ?1
    AND (audio_asset_id IS NOT NULL OR video_asset_id IS NOT NULL) ORDER BY kickoff, id LIMIT 1)`

/** "Ready for kick-off?" on /live (issue 10 §8): the next streamed match and its stream assets, audio first; one round trip. */
export function nextStreamedMatchRead(db: D1Database, now: Date): Read<NextStreamedMatch | null> {
  const at = now.toISOString()
  return {
    statements: [
      db.prepare(`${MATCH_SUMMARY_SELECT} WHERE m.id = ${NEXT_STREAMED_MATCH}`).bind(at),
      db
        .prepare(
          `SELECT a.id, a.title, a.content_kind FROM matches m JOIN stream_assets a ON a.id IN (m.audio_asset_id, m.video_asset_id)
            WHERE m.id = ${NEXT_STREAMED_MATCH} ORDER BY a.content_kind = 'video', a.id`,
        )
        .bind(at),
    ],
    map: ([summary, assets]) => {
      const row = summary?.results[0] as MatchSummaryRow | undefined
      if (!row) return null
      const streams = ((assets?.results ?? []) as Array<{ id: string; title: string; content_kind: 'audio' | 'video' }>).map((r) => ({
        id: r.id,
        title: r.title,
        contentKind: r.content_kind,
      }))
      return { match: rowToMatchSummary(row), streams }
    },
  }
}

/** Which asset a live player page shows (SPEC §2.1 /live/{mediaType}/{assetID?}): the one its address names, or the live match's of that kind. */
export type LiveAssetChoice = { id: string } | { liveOfKind: 'audio' | 'video' }

/** The chosen asset's id as SQL over ?1, so the reads below need no read before them (issue 13 §3). */
export function chosenAssetId(choice: LiveAssetChoice): { sql: string; value: string } {
  return 'id' in choice ? { sql: '?1', value: choice.id } : { sql: LIVE_ASSET_ID_OF_KIND, value: choice.liveOfKind }
}

export function chosenStreamAssetRead(db: D1Database, choice: LiveAssetChoice): Read<StreamAsset | null> {
  const { sql, value } = chosenAssetId(choice)
  const statement = db.prepare(`${STREAM_ASSET_SELECT} WHERE id = ${sql}`).bind(value)
  return firstRead<StreamAssetRow, StreamAsset | null>(statement, (row) => (row ? rowToStreamAsset(row) : null))
}

/** The match the chosen asset belongs to now, as matchForAssetRead picks it, with what its page shows of it. */
export function chosenAssetMatchRead(db: D1Database, choice: LiveAssetChoice): Read<MatchSummary | null> {
  const { sql, value } = chosenAssetId(choice)
  const statement = db
    .prepare(
      `${MATCH_SUMMARY_SELECT} WHERE m.id = (
         SELECT am.id FROM matches am WHERE (am.audio_asset_id = ${sql} OR am.video_asset_id = ${sql}) AND am.status IN ('live', 'upcoming')
          ORDER BY am.status = 'live' DESC, am.kickoff ASC LIMIT 1)`,
    )
    .bind(value)
  return firstRead<MatchSummaryRow, MatchSummary | null>(statement, (row) => (row ? rowToMatchSummary(row) : null))
}
