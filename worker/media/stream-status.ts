/**
 * Issue 20 §1: what Stream says about a video, written to its entry. Ready:
 * processing_state 'ready' and its duration (the picture is set after,
 * guarded, by worker/media/stream-frame.ts). Error: 'failed' with Stream's reason. Bytes arriving:
 * 'uploading' becomes 'processing'. Each update names the state it moves from,
 * so a replayed or late delivery changes nothing.
 */
import type { StreamVideoStatus } from './stream-api'

export function applyStreamStatus(
  db: D1Database,
  uid: string,
  status: StreamVideoStatus & { started?: boolean },
  now: Date,
): D1PreparedStatement[] {
  const at = now.toISOString()
  const of = `provider = 'cloudflare-stream' AND playback_id = ?1`
  if (status.state === 'ready')
    return [
      db
        .prepare(`UPDATE videos SET processing_state = 'ready', duration_seconds = ?2, failure_reason = NULL, updated_at = ?3
                   WHERE ${of} AND processing_state IN ('uploading', 'processing')`)
        .bind(uid, status.durationSeconds, at),
      db.prepare(`UPDATE video_uploads SET state = 'complete' WHERE entry_id IN (SELECT entry_id FROM videos WHERE ${of})`).bind(uid),
    ]
  if (status.state === 'error')
    return [
      db
        .prepare(`UPDATE videos SET processing_state = 'failed', failure_reason = ?2, updated_at = ?3
                   WHERE ${of} AND processing_state IN ('uploading', 'processing')`)
        .bind(uid, status.reason, at),
      db.prepare(`UPDATE video_uploads SET state = 'complete' WHERE entry_id IN (SELECT entry_id FROM videos WHERE ${of})`).bind(uid),
    ]
  if (status.started)
    return [
      db
        .prepare(`UPDATE videos SET processing_state = 'processing', updated_at = ?2 WHERE ${of} AND processing_state = 'uploading'`)
        .bind(uid, at),
      db.prepare(`UPDATE video_uploads SET state = 'complete' WHERE entry_id IN (SELECT entry_id FROM videos WHERE ${of})`).bind(uid),
    ]
  return []
}
