/** Reading the audit log (issue 19 §9); entries are written with their change (worker/admin/audit.ts). */
import type { AuditEntry, AuditQuery } from '../../shared/schemas/admin-audit'

interface AuditRow {
  id: number
  at: string
  actor_email: string
  action: string
  subject_type: string
  subject_id: string
  subject_version: number
  before_json: string | null
  after_json: string | null
}

/** Newest first; `subjects` limits the kinds the reader may see ('all' for an administrator). */
export async function listAuditEntries(db: D1Database, query: AuditQuery, subjects: string[] | 'all'): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT id, at, actor_email, action, subject_type, subject_id, subject_version, before_json, after_json
         FROM audit_log
        WHERE (?1 IS NULL OR subject_type = ?1)
          AND (?2 IS NULL OR subject_id = ?2)
          AND (?3 IS NULL OR actor_email = ?3 OR actor_sso_id = ?3)
          AND (?4 IS NULL OR action = ?4)
          AND (?5 IS NULL OR id < ?5)
          AND (?6 IS NULL OR subject_type IN (SELECT value FROM json_each(?6)))
        ORDER BY id DESC LIMIT ?7`,
    )
    .bind(
      query.subjectType ?? null,
      query.subjectId ?? null,
      query.actor?.toLowerCase() ?? null,
      query.action ?? null,
      query.before ?? null,
      subjects === 'all' ? null : JSON.stringify(subjects),
      query.size,
    )
    .all<AuditRow>()
  return results.map((row) => ({
    id: row.id,
    at: row.at,
    actorEmail: row.actor_email,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    subjectVersion: row.subject_version,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  }))
}
