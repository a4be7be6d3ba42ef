/**
 * Issue 20 §2 "nothing half-made stays": an upload not complete by its
 * expires_at (UPLOAD_EXPIRY_HOURS after it began) is aborted and its entry
 * deleted by the scheduled handler (worker/media/media-scheduled.ts). The
 * entry was never listed (it was never ready), and now it is not in the back
 * office either.
 */
import type { Bindings } from '../env'
import { removeUpload } from './r2-uploads'
import { SYSTEM_ACTOR, type UploadRow } from './upload-rows'

/** At most this many per run: the next run (minutes later) takes the rest. */
const EXPIRE_BATCH = 50

/** Removes the expired uploads; answers how many. */
export async function expireUploads(env: Bindings, now: Date): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT u.*, v.playback_id FROM video_uploads u JOIN videos v ON v.entry_id = u.entry_id
      WHERE u.state = 'uploading' AND u.expires_at <= ?1 ORDER BY u.expires_at LIMIT ?2`,
  )
    .bind(now.toISOString(), EXPIRE_BATCH)
    .all<UploadRow>()
  let removed = 0
  for (const upload of results) {
    try {
      await removeUpload(env, SYSTEM_ACTOR, upload, 'upload-expired', now)
      removed += 1
    } catch (err) {
      console.error('upload expiry failed', upload.id, err instanceof Error ? err.message : String(err))
    }
  }
  return removed
}
