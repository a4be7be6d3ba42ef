/**
 * Issue 19 §9 audit log: every change records who, when, what, and the
 * before and after values. The entry is one statement of the change's own D1
 * batch, so a change is never stored without its entry nor an entry without
 * its change. The table refuses UPDATE and DELETE (migration 0010 triggers).
 *
 * §10 version check: for versioned things (articles, pages…) the entry's
 * subject_version is read from the row under the editor's expected version.
 * When another save came first the read finds nothing, the NOT NULL column
 * refuses the entry, and D1 rolls the whole batch back: nothing is written,
 * and the caller answers 409 with the current version.
 */
export interface Actor {
  ssoId: string
  email: string
}

export interface AuditChange {
  actor: Actor
  action: string
  subjectType: string
  /** The subject's id, or SQL naming it (a row created in the same batch). */
  subjectId: string | { sql: string; params: unknown[] }
  before: unknown
  after: unknown
  at: Date
}

/**
 * How the version is known: a table's row must be at `version`; or the thing
 * has no version; or it was just made (1); or `sql` (a SELECT of 1 or NULL)
 * says whether the batch's earlier statement did what it should (NULL: the
 * whole batch is refused, as for a stale version).
 */
export type VersionGuard =
  | { table: GuardedTable; id: number | string; version: number }
  | { unversioned: true }
  | { created: true }
  | { checked: { sql: string; params: unknown[] } }

/**
 * The tables whose rows carry a `version` column (issue 19 §10): each item an
 * editor opens and saves as a whole. Its migration adds the column.
 */
const GUARDED_TABLES = [
  'news',
  'pages',
  'menus',
  'seasons',
  'competitions',
  'teams',
  'players',
  'matches',
  'league_tables',
  'packages',
  'price_options',
  'sponsors',
  'sponsor_rows',
  'section_sponsor_slots',
  'adverts',
  'slot_adverts',
  'promo_overlays',
  'videos',
] as const
export type GuardedTable = (typeof GUARDED_TABLES)[number]

export function auditStatement(db: D1Database, change: AuditChange, guard: VersionGuard): D1PreparedStatement {
  const subject = typeof change.subjectId === 'string' ? { sql: '?', params: [change.subjectId] } : change.subjectId
  let version: { sql: string; params: unknown[] }
  if ('table' in guard) {
    // The table name is one of ours, never input: checked against the list before it is written into SQL.
    if (!(GUARDED_TABLES as readonly string[]).includes(guard.table)) throw new Error(`audit: no version check for ${guard.table}`)
    version = { sql: `(SELECT version FROM ${guard.table} WHERE id = ? AND version = ?)`, params: [guard.id, guard.version] }
  } else if ('checked' in guard) {
    version = guard.checked
  } else {
    version = { sql: '?', params: ['created' in guard ? 1 : 0] }
  }
  return db
    .prepare(
      `INSERT INTO audit_log (at, actor_sso_id, actor_email, action, subject_type, subject_id, subject_version, before_json, after_json)
       VALUES (?, ?, ?, ?, ?, CAST(${subject.sql} AS TEXT), ${version.sql}, ?, ?)`,
    )
    .bind(
      change.at.toISOString(),
      change.actor.ssoId,
      change.actor.email,
      change.action,
      change.subjectType,
      ...subject.params,
      ...version.params,
      change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
      change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
    )
}

/** The batch failed because its version check found another save first. */
export function isVersionConflict(err: unknown): boolean {
  return err instanceof Error && /NOT NULL constraint failed: audit_log\.subject_version/.test(messageChain(err))
}

/** The batch failed on a UNIQUE constraint of this table.column. */
export function isUniqueViolation(err: unknown, column: string): boolean {
  return err instanceof Error && messageChain(err).includes(`UNIQUE constraint failed: ${column}`)
}

/** The batch failed because a row other data still refers to would go (a FOREIGN KEY refusal). */
export function isForeignKeyViolation(err: unknown): boolean {
  return err instanceof Error && messageChain(err).includes('FOREIGN KEY constraint failed')
}

/** D1 wraps SQLite's message; look at the error and its causes. */
function messageChain(err: Error): string {
  const parts: string[] = []
  let current: unknown = err
  while (current instanceof Error && parts.length < 5) {
    parts.push(current.message)
    current = current.cause
  }
  return parts.join(' | ')
}
