// The D1 side of packaging (issue 20 §3): the entry is read, then updated or
// created as one batch with its audit entry (worker/admin/audit.ts writes the
// same row shape; the packaging command is its own actor). Statements are
// { sql, params } so the same batch runs through the local binding or, with
// --remote, as one `wrangler d1 execute` (inlineSql).

export const ACTOR = { ssoId: 'cli:media-package', email: 'media-package@localhost' }

export function readEntrySql(entryId) {
  return {
    sql: 'SELECT id, entry_id, playback_id, thumbnail_key, version, provider, processing_state, captions FROM videos WHERE entry_id = ?',
    params: [entryId],
  }
}

function audit(at, action, subject, version, before, after) {
  return {
    sql: `INSERT INTO audit_log (at, actor_sso_id, actor_email, action, subject_type, subject_id, subject_version, before_json, after_json)
VALUES (?, ?, ?, ?, 'video', CAST(${subject.sql} AS TEXT), ${version.sql}, ?, ?)`,
    params: [
      at,
      ACTOR.ssoId,
      ACTOR.email,
      action,
      ...subject.params,
      ...version.params,
      before ? JSON.stringify(before) : null,
      JSON.stringify(after),
    ],
  }
}

/**
 * An existing entry made ready: its own playback id kept, the duration
 * measured, a picture only when it had none, version + 1. The audit entry reads
 * the version the row was read at: another save in between fails the batch.
 */
export function updateEntryBatch(row, facts, now) {
  const at = now.toISOString()
  const thumbnail = row.thumbnail_key ? row.thumbnail_key : (facts.thumbnailKey ?? '')
  const after = { processingState: 'ready', playbackId: facts.playbackId, durationSeconds: facts.durationSeconds, thumbnailKey: thumbnail }
  const before = { processingState: row.processing_state, playbackId: row.playback_id, thumbnailKey: row.thumbnail_key }
  return [
    audit(
      at,
      'package',
      { sql: '?', params: [String(row.id)] },
      { sql: '(SELECT version FROM videos WHERE id = ? AND version = ?)', params: [row.id, row.version] },
      before,
      after,
    ),
    {
      sql: `UPDATE videos SET playback_id = ?, processing_state = 'ready', failure_reason = NULL, duration_seconds = ?,
thumbnail_key = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?`,
      params: [facts.playbackId, facts.durationSeconds, thumbnail, at, row.id, row.version],
    },
  ]
}

/** A new draft entry (status 'draft', ready, nobody entitled yet, released from now) and its audit entry. */
export function createEntryBatch(ids, facts, now) {
  const at = now.toISOString()
  const after = { entryId: ids.entryId, playbackId: ids.playbackId, title: facts.title, status: 'draft', processingState: 'ready' }
  return [
    {
      sql: `INSERT INTO videos (entry_id, title, description, duration_seconds, entitlements, tags, thumbnail_key, created_at,
release_from, playback_id, status, provider, processing_state, version, updated_at)
VALUES (?, ?, '', ?, '[]', '[]', ?, ?, ?, ?, 'draft', 'r2', 'ready', 1, ?)`,
      params: [ids.entryId, facts.title, facts.durationSeconds, facts.thumbnailKey ?? '', at, at, ids.playbackId, at],
    },
    audit(
      at,
      'create',
      { sql: '(SELECT id FROM videos WHERE entry_id = ?)', params: [ids.entryId] },
      { sql: '?', params: [1] },
      null,
      after,
    ),
  ]
}

/** A statement as one SQL text for `wrangler d1 execute --command`: every ? replaced by a quoted literal. */
export function inlineSql({ sql, params }) {
  let index = 0
  const text = sql.replace(/\?/g, () => {
    if (index >= params.length) throw new Error('inlineSql: more placeholders than parameters')
    return literal(params[index++])
  })
  if (index !== params.length) throw new Error('inlineSql: more parameters than placeholders')
  return text
}

function literal(value) {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('inlineSql: not a finite number')
    return String(value)
  }
  // Single quotes doubled: the only escape SQLite string literals have.
  return `'${String(value).replaceAll("'", "''")}'`
}
