/**
 * Issue 20 §6: what the caption routes read of an entry, and the one
 * statement that stores its caption languages (the version moves on, so an
 * editor's open copy of the entry and a second caption upload see the change).
 */
import { type CaptionLanguage, captionLanguagesIn } from '../../shared/rules/hls-subtitles'

export interface CaptionEntry {
  id: number
  entryId: string
  playbackId: string
  durationSeconds: number
  provider: 'r2' | 'cloudflare-stream'
  processingState: string
  captions: CaptionLanguage[]
  version: number
}

interface Row {
  id: number
  entry_id: string
  playback_id: string
  duration_seconds: number
  provider: 'r2' | 'cloudflare-stream'
  processing_state: string
  captions: string
  version: number
}

export async function captionEntry(db: D1Database, entryId: string): Promise<CaptionEntry | null> {
  const row = await db
    .prepare(
      `SELECT id, entry_id, playback_id, duration_seconds, provider, processing_state, captions, version
       FROM videos WHERE entry_id = ?`,
    )
    .bind(entryId)
    .first<Row>()
  if (!row) return null
  return {
    id: row.id,
    entryId: row.entry_id,
    playbackId: row.playback_id,
    durationSeconds: row.duration_seconds,
    provider: row.provider,
    processingState: row.processing_state,
    captions: captionLanguagesIn(JSON.parse(row.captions) as unknown[]),
    version: row.version,
  }
}

/** The entry's caption languages become `captions`, if it is still at `version` (else nothing changes). */
export function setCaptionsStatement(db: D1Database, entry: CaptionEntry, captions: CaptionLanguage[], at: Date): D1PreparedStatement {
  return db
    .prepare('UPDATE videos SET captions = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?')
    .bind(JSON.stringify(captions), at.toISOString(), entry.id, entry.version)
}
