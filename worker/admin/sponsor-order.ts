/**
 * Issue 19 §6: a sponsor row's sponsors put in a new order (drag or keyboard
 * in the list). One batch: each sponsor's forced order (its place, from 0) and
 * row, each with its own audit entry and version check (§9, §10), so the order
 * is saved whole or, when anyone changed one of them meanwhile, not at all.
 */
import type { AdminSponsor } from '../../shared/schemas/admin-sponsors'
import { findSponsor } from '../db/admin-sponsors'
import type { Bindings } from '../env'
import { type Actor, auditStatement, isVersionConflict } from './audit'

export type OrderOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string }

export async function orderSponsors(
  env: Bindings,
  rowId: number,
  order: ReadonlyArray<{ id: number; version: number }>,
  who: { actor: Actor; at: Date },
): Promise<OrderOutcome> {
  const befores = await Promise.all(order.map((entry) => findSponsor(env.DB, entry.id)))
  if (befores.some((sponsor) => sponsor === null)) return { ok: false, status: 404, message: 'A sponsor no longer exists: reload the list' }
  const statements = order.flatMap((entry, place) => {
    const before = befores[place] as AdminSponsor
    return [
      auditStatement(
        env.DB,
        {
          actor: who.actor,
          action: 'reorder',
          subjectType: 'sponsor',
          subjectId: String(entry.id),
          before: { rowId: before.rowId, forcedOrder: before.forcedOrder },
          after: { rowId, forcedOrder: place },
          at: who.at,
        },
        { table: 'sponsors', id: entry.id, version: entry.version },
      ),
      env.DB.prepare('UPDATE sponsors SET row_id = ?, forced_order = ?, version = version + 1 WHERE id = ? AND version = ?').bind(
        rowId,
        place,
        entry.id,
        entry.version,
      ),
    ]
  })
  try {
    await env.DB.batch(statements)
    return { ok: true }
  } catch (err) {
    if (isVersionConflict(err)) return { ok: false, status: 409, message: 'Someone else changed these sponsors first: reload the list' }
    throw err
  }
}
