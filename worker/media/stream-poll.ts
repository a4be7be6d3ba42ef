/**
 * Issue 20 §1 polling fallback: a Stream entry still uploading or processing
 * more than 2 minutes after its last change is asked about (GET
 * …/stream/{uid}), in case its webhook was lost. Run by the scheduled handler.
 */
import type { StreamVideoConfig } from '../config/video-settings'
import type { Bindings } from '../env'
import { streamVideoStatus } from './stream-api'
import { applyStreamStatus } from './stream-status'

const QUIET_MS = 2 * 60_000
const POLL_BATCH = 25

export async function pollStreamEntries(env: Bindings, stream: StreamVideoConfig, now: Date): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT playback_id FROM videos WHERE provider = 'cloudflare-stream' AND processing_state IN ('uploading', 'processing')
        AND coalesce(updated_at, created_at) <= ?1 ORDER BY updated_at LIMIT ?2`,
  )
    .bind(new Date(now.getTime() - QUIET_MS).toISOString(), POLL_BATCH)
    .all<{ playback_id: string }>()
  let changed = 0
  for (const { playback_id: uid } of results) {
    try {
      const statements = applyStreamStatus(env.DB, uid, await streamVideoStatus(stream, uid), now)
      if (statements.length > 0) await env.DB.batch(statements)
      changed += statements.length > 0 ? 1 : 0
    } catch (err) {
      console.warn('stream poll failed', uid, err instanceof Error ? err.message : String(err))
    }
  }
  return changed
}
