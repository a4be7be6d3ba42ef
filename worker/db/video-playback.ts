/** What the playback grant needs of an on-demand entry (SPEC §4.4; videos.playback_id names its R2 folder). */

export interface PlayableVideo {
  entryId: string
  /** HLS under R2 media/{playbackId}/, master.m3u8 at its root. */
  playbackId: string
  /** SPEC §4.3 codes. */
  entitlements: string[]
}

/** A published entry that has been released (as search lists them), or null. */
export async function findPlayableVideo(db: D1Database, entryId: string, now = new Date()): Promise<PlayableVideo | null> {
  const row = await db
    .prepare(`SELECT entry_id, playback_id, entitlements FROM videos WHERE entry_id = ?1 AND status = 'published' AND release_from <= ?2`)
    .bind(entryId, now.toISOString())
    .first<{ entry_id: string; playback_id: string; entitlements: string }>()
  return row ? { entryId: row.entry_id, playbackId: row.playback_id, entitlements: JSON.parse(row.entitlements) as string[] } : null
}
