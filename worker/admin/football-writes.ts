/**
 * Issue 19 §4, §9, §10: the one way football data is written from the back
 * office. Each change is one D1 batch with its audit entry; on an update or a
 * delete that entry carries the version check, first in the batch, so a stale
 * save fails before anything runs and D1 rolls the batch back whole. A
 * constraint the database keeps (an address taken, a row still referenced)
 * becomes a clear refusal, never a 500 and never a half-write.
 */
import type { ApiErrorCode } from '../http-errors'
import { type Actor, auditStatement, type GuardedTable, isForeignKeyViolation, isUniqueViolation, isVersionConflict } from './audit'

export interface Refusal {
  status: 400 | 404 | 409
  code: ApiErrorCode
  message: string
  /** The form field it is about (a JSON pointer under data/attributes). */
  field?: string
  /** On a version conflict: the item as it is now. */
  current?: unknown
}

export type Outcome<T> = { ok: true; item: T | null; purge: string[] } | ({ ok: false } & Refusal)

export interface Entity<T extends { id: number; version: number }> {
  table: GuardedTable
  /** The audit's subject type (issue 19 §9): 'player', 'match', … */
  subjectType: string
  /** 'player', for messages. */
  noun: string
  find: (db: D1Database, id: number) => Promise<T | null>
  /** 'players.slug' → the field and the words when another row has it. */
  unique?: Record<string, { field: string; message: string }>
  /** Why it cannot be deleted (referenced by other rows), or null. */
  inUse?: (db: D1Database, id: number) => Promise<string | null>
}

/** What a statement needs to know of the entity. */
export type Subject = Pick<Entity<{ id: number; version: number }>, 'table' | 'subjectType'>

export interface Write {
  actor: Actor
  at: Date
  /** The stored columns and their values (names are ours, never input). */
  columns: Record<string, unknown>
  /** Statements that go with the change (a season made current unsets the other). */
  extra?: D1PreparedStatement[]
  before: unknown
  after: unknown
}

const audit = (
  db: D1Database,
  entity: Subject,
  action: string,
  subjectId: string | { sql: string; params: unknown[] },
  w: Pick<Write, 'actor' | 'at' | 'before' | 'after'>,
  guard: Parameters<typeof auditStatement>[2],
) =>
  auditStatement(
    db,
    { actor: w.actor, action, subjectType: entity.subjectType, subjectId, before: w.before, after: w.after, at: w.at },
    guard,
  )

/** The insert is at index (w.extra?.length ?? 0), for runBatch's insertAt. */
export function createStatements(db: D1Database, entity: Subject, w: Write): D1PreparedStatement[] {
  const names = Object.keys(w.columns)
  return [
    ...(w.extra ?? []),
    db
      .prepare(`INSERT INTO ${entity.table} (${names.join(', ')}, version) VALUES (${names.map(() => '?').join(', ')}, 1)`)
      .bind(...Object.values(w.columns)),
    // The new row's id, read in the batch right after its insert.
    audit(db, entity, 'create', { sql: 'last_insert_rowid()', params: [] }, w, { created: true }),
  ]
}

export function updateStatements(db: D1Database, entity: Subject, id: number, version: number, w: Write, action = 'update') {
  const names = Object.keys(w.columns)
  return [
    audit(db, entity, action, String(id), w, { table: entity.table, id, version }),
    ...(w.extra ?? []),
    db
      .prepare(`UPDATE ${entity.table} SET ${names.map((n) => `${n} = ?`).join(', ')}, version = version + 1 WHERE id = ? AND version = ?`)
      .bind(...Object.values(w.columns), id, version),
  ]
}

export function deleteStatements(db: D1Database, entity: Subject, id: number, version: number, w: Omit<Write, 'columns'>) {
  return [
    audit(db, entity, 'delete', String(id), w, { table: entity.table, id, version }),
    db.prepare(`DELETE FROM ${entity.table} WHERE id = ? AND version = ?`).bind(id, version),
  ]
}

/** Runs a change's batch; what the database refused becomes a refusal. The created row's id, when there is one. */
export async function runBatch<T extends { id: number; version: number }>(
  db: D1Database,
  entity: Entity<T>,
  id: number | null,
  statements: D1PreparedStatement[],
  /** Where the batch's insert is (a create), to answer with the new row's id. */
  insertAt: number | null = null,
): Promise<{ ok: true; createdId: number | null } | ({ ok: false } & Refusal)> {
  try {
    const results = await db.batch(statements)
    return { ok: true, createdId: insertAt === null ? null : (results[insertAt]?.meta.last_row_id ?? null) }
  } catch (err) {
    if (isVersionConflict(err)) {
      const current = id === null ? null : await entity.find(db, id)
      return current
        ? {
            ok: false,
            status: 409,
            code: 'version_conflict',
            message: `Someone else saved this ${entity.noun} first: see what changed`,
            current,
          }
        : { ok: false, status: 404, code: 'not_found', message: `This ${entity.noun} was deleted meanwhile` }
    }
    for (const [column, refusal] of Object.entries(entity.unique ?? {})) {
      if (isUniqueViolation(err, column)) return { ok: false, status: 409, code: 'slug_taken', ...refusal }
    }
    if (isForeignKeyViolation(err))
      return { ok: false, status: 409, code: 'in_use', message: `Other data still refers to this ${entity.noun}: nothing was changed` }
    throw err
  }
}
