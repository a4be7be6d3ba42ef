/**
 * Issue 19 §6, §9, §10: create, update and delete of the commerce items an
 * administrator saves as a whole (adverts, slot adverts, sponsors, sponsor
 * rows, section sponsor slots). Each change is one D1 batch whose audit entry
 * carries the version check: a stale save fails whole and is answered 409
 * with the item as it is now, so nothing is lost and nothing half-written.
 * The pictures a form names must be in the library (R2 images/{key}), as for
 * articles.
 */
import type { Bindings } from '../env'
import type { ApiErrorCode } from '../http-errors'
import { type Actor, auditStatement, type GuardedTable, isUniqueViolation, isVersionConflict } from './audit'

export interface Refusal {
  status: 400 | 404 | 409
  code: ApiErrorCode
  message: string
  field?: string
}

/** SQL naming the item's id inside its batch: a literal id, or the row just inserted. */
export interface IdSql {
  sql: string
  params: unknown[]
}

export interface ItemSpec<F, Item> {
  table: GuardedTable
  subjectType: string
  /** What the refusals call it: 'advert', 'sponsor'… */
  noun: string
  /** Column name → value; the names are ours, never input. */
  columns: (fields: F) => Record<string, unknown>
  find: (db: D1Database, id: number) => Promise<Item | null>
  /** Statements that follow the row's own (an advert's pictures), given its id as SQL. */
  extra?: (db: D1Database, id: IdSql, fields: F) => D1PreparedStatement[]
  /** [field, key] of every picture the fields name. */
  pictures?: (fields: F) => Array<[string, string]>
  /** Rows the fields point at that must exist (a sponsor's row…). */
  references?: (db: D1Database, fields: F) => Promise<Refusal | null>
  unique?: { column: string; refusal: Refusal }
}

export type Outcome<Item> = { ok: true; item: Item | null } | { ok: false; refusal: Refusal; current?: Item }

async function checkFields<F, Item>(env: Bindings, spec: ItemSpec<F, Item>, fields: F): Promise<Refusal | null> {
  for (const [field, key] of spec.pictures?.(fields) ?? []) {
    if (key !== '' && (await env.MEDIA.head(`images/${key}`)) === null) {
      return { status: 400, code: 'bad_request', field, message: 'This picture is not in the library: upload it or choose another' }
    }
  }
  return (await spec.references?.(env.DB, fields)) ?? null
}

async function run<F, Item>(env: Bindings, spec: ItemSpec<F, Item>, id: number | null, statements: D1PreparedStatement[]) {
  try {
    return { ok: true as const, results: await env.DB.batch(statements) }
  } catch (err) {
    if (isVersionConflict(err) && id !== null) {
      const current = await spec.find(env.DB, id)
      return current
        ? {
            ok: false as const,
            refusal: {
              status: 409,
              code: 'version_conflict',
              message: `Someone else saved this ${spec.noun} first: see what changed`,
            } as Refusal,
            current,
          }
        : { ok: false as const, refusal: notFound(spec, 'was deleted meanwhile') }
    }
    if (spec.unique && isUniqueViolation(err, spec.unique.column)) return { ok: false as const, refusal: spec.unique.refusal }
    throw err
  }
}

const notFound = (spec: { noun: string }, what = 'does not exist'): Refusal => ({
  status: 404,
  code: 'not_found',
  message: `This ${spec.noun} ${what}`,
})

type Who = { actor: Actor; at: Date }

export async function createItem<F, Item>(env: Bindings, spec: ItemSpec<F, Item>, fields: F, who: Who): Promise<Outcome<Item>> {
  const refusal = await checkFields(env, spec, fields)
  if (refusal) return { ok: false, refusal }
  const columns = spec.columns(fields)
  const names = Object.keys(columns)
  // Inside the batch the new row has the highest id (INTEGER PRIMARY KEY, one transaction).
  const newId = { sql: `(SELECT max(id) FROM ${spec.table})`, params: [] }
  const statements = [
    env.DB.prepare(`INSERT INTO ${spec.table} (${names.join(', ')}, version) VALUES (${names.map(() => '?').join(', ')}, 1)`).bind(
      ...Object.values(columns),
    ),
    auditStatement(
      env.DB,
      { actor: who.actor, action: 'create', subjectType: spec.subjectType, subjectId: newId, before: null, after: fields, at: who.at },
      { created: true },
    ),
    ...(spec.extra?.(env.DB, newId, fields) ?? []),
  ]
  const outcome = await run(env, spec, null, statements)
  if (!outcome.ok) return outcome
  const id = Number(outcome.results[0]?.meta.last_row_id)
  return { ok: true, item: await spec.find(env.DB, id) }
}

export async function updateItem<F, Item>(
  env: Bindings,
  spec: ItemSpec<F, Item>,
  id: number,
  version: number,
  fields: F,
  who: Who,
): Promise<Outcome<Item>> {
  const before = await spec.find(env.DB, id)
  if (!before) return { ok: false, refusal: notFound(spec) }
  const refusal = await checkFields(env, spec, fields)
  if (refusal) return { ok: false, refusal }
  const columns = spec.columns(fields)
  const change = {
    actor: who.actor,
    action: 'update',
    subjectType: spec.subjectType,
    subjectId: String(id),
    before,
    after: fields,
    at: who.at,
  }
  const statements = [
    // First: a stale version fails the batch before anything else runs.
    auditStatement(env.DB, change, { table: spec.table, id, version }),
    env.DB.prepare(
      `UPDATE ${spec.table} SET ${Object.keys(columns)
        .map((name) => `${name} = ?`)
        .join(', ')}, version = version + 1 WHERE id = ? AND version = ?`,
    ).bind(...Object.values(columns), id, version),
    ...(spec.extra?.(env.DB, { sql: '?', params: [id] }, fields) ?? []),
  ]
  const outcome = await run(env, spec, id, statements)
  if (!outcome.ok) return outcome
  return { ok: true, item: await spec.find(env.DB, id) }
}

export async function deleteItem<F, Item>(
  env: Bindings,
  spec: ItemSpec<F, Item>,
  id: number,
  version: number,
  who: Who,
): Promise<Outcome<Item>> {
  const before = await spec.find(env.DB, id)
  if (!before) return { ok: false, refusal: notFound(spec) }
  const change = {
    actor: who.actor,
    action: 'delete',
    subjectType: spec.subjectType,
    subjectId: String(id),
    before,
    after: null,
    at: who.at,
  }
  const statements = [
    auditStatement(env.DB, change, { table: spec.table, id, version }),
    env.DB.prepare(`DELETE FROM ${spec.table} WHERE id = ? AND version = ?`).bind(id, version),
  ]
  const outcome = await run(env, spec, id, statements)
  return outcome.ok ? { ok: true, item: null } : outcome
}
