/**
 * What the playback grant needs of an on-demand entry (SPEC §4.4): a video
 * (videos) or an on-demand audio entry (audio_entries, SPEC §2.7: the
 * commentary of a played match); playback_id names its R2 folder.
 */
import { firstRead, type Read } from './read'

export interface PlayableEntry {
  entryId: string
  /** HLS under R2 media/{playbackId}/, master.m3u8 at its root. */
  playbackId: string
  /** SPEC §4.3 codes. */
  entitlements: string[]
}

const PUBLISHED = `entry_id = ?1 AND status = 'published' AND release_from <= ?2`

/** A published entry that has been released (as search lists them), video or audio, or null. */
export async function findPlayableEntry(db: D1Database, entryId: string, now = new Date()): Promise<PlayableEntry | null> {
  const row = await db
    .prepare(
      `SELECT entry_id, playback_id, entitlements FROM videos WHERE ${PUBLISHED}
       UNION ALL
       SELECT entry_id, playback_id, entitlements FROM audio_entries WHERE ${PUBLISHED}
       LIMIT 1`,
    )
    .bind(entryId, now.toISOString())
    .first<{ entry_id: string; playback_id: string; entitlements: string }>()
  return row ? { entryId: row.entry_id, playbackId: row.playback_id, entitlements: JSON.parse(row.entitlements) as string[] } : null
}

/**
 * The media gateway's check that a playback token's asset really plays from
 * the folder it names (worker/streaming/media-gateway.ts): a published video
 * or audio entry, or a stream asset, whose playback_id is `playbackId`. An
 * entry unpublished or moved to another recording since its grant no longer
 * qualifies, so its tokens stop at once.
 */
export function assetPlaysFromRead(db: D1Database, assetId: string, playbackId: string): Read<boolean> {
  const statement = db
    .prepare(
      `SELECT 1 AS found FROM videos WHERE entry_id = ?1 AND playback_id = ?2 AND status = 'published'
       UNION ALL
       SELECT 1 FROM audio_entries WHERE entry_id = ?1 AND playback_id = ?2 AND status = 'published'
       UNION ALL
       SELECT 1 FROM stream_assets WHERE id = ?1 AND playback_id = ?2
       LIMIT 1`,
    )
    .bind(assetId, playbackId)
  return firstRead<{ found: number }, boolean>(statement, (row) => row !== null)
}
