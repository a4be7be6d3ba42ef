/**
 * What the playback grant needs of an on-demand entry (SPEC §4.4): a video
 * (videos) or an on-demand audio entry (audio_entries, SPEC §2.7: the
 * commentary of a played match); playback_id names its R2 folder, or for a
 * video served by Cloudflare Stream the Stream video uid (issue 20 §1).
 */
import type { VideoProviderName } from '../../shared/rules/video-upload'
import { firstRead, type Read } from './read'
import { videoVisibleSql } from './video-visibility'

export interface PlayableEntry {
  entryId: string
  /** r2: HLS under R2 media/{playbackId}/, master.m3u8 at its root; cloudflare-stream: the Stream video uid. */
  playbackId: string
  /** SPEC §4.3 codes. */
  entitlements: string[]
  /** Who serves its media (audio entries are always ours). */
  provider: VideoProviderName
}

const AUDIO_PUBLISHED = `entry_id = ?1 AND status = 'published' AND release_from <= ?2`

/**
 * A video playable now (published, released, media ready: worker/db/video-visibility.ts)
 * or a published, released audio entry, or null.
 */
export async function findPlayableEntry(db: D1Database, entryId: string, now = new Date()): Promise<PlayableEntry | null> {
  const row = await db
    .prepare(
      `SELECT entry_id, playback_id, entitlements, provider FROM videos WHERE entry_id = ?1 AND ${videoVisibleSql('', '?2')}
       UNION ALL
       SELECT entry_id, playback_id, entitlements, 'r2' FROM audio_entries WHERE ${AUDIO_PUBLISHED}
       LIMIT 1`,
    )
    .bind(entryId, now.toISOString())
    .first<{ entry_id: string; playback_id: string; entitlements: string; provider: VideoProviderName }>()
  return row
    ? {
        entryId: row.entry_id,
        playbackId: row.playback_id,
        entitlements: JSON.parse(row.entitlements) as string[],
        provider: row.provider,
      }
    : null
}

/**
 * The media gateway's check that a playback token's asset really plays from
 * the folder it names (worker/streaming/media-gateway.ts): a playable video
 * (as the grant has it) or a published audio entry, or a stream asset, whose
 * playback_id is `playbackId`. An entry unpublished, out of its release
 * window or moved to another recording since its grant no longer qualifies,
 * so its tokens stop at once.
 */
export function assetPlaysFromRead(db: D1Database, assetId: string, playbackId: string, now = new Date()): Read<boolean> {
  const statement = db
    .prepare(
      `SELECT 1 AS found FROM videos WHERE entry_id = ?1 AND playback_id = ?2 AND ${videoVisibleSql('', '?3')}
       UNION ALL
       SELECT 1 FROM audio_entries WHERE entry_id = ?1 AND playback_id = ?2 AND status = 'published'
       UNION ALL
       SELECT 1 FROM stream_assets WHERE id = ?1 AND playback_id = ?2
       LIMIT 1`,
    )
    .bind(assetId, playbackId, now.toISOString())
  return firstRead<{ found: number }, boolean>(statement, (row) => row !== null)
}
