/**
 * Issue 19 §7 settings: the unsold territories (SPEC §1, §6) as the back office
 * reads and replaces them. The list is the unsold_territories table that
 * shared/rules/live-rights.ts is given (worker/db/live-rights.ts), read on every
 * decision, so a change applies to the next session check, packages list and checkout.
 */
import type { Actor } from '../admin/audit'
import { auditStatement } from '../admin/audit'

export async function unsoldTerritories(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare('SELECT country_code FROM unsold_territories ORDER BY country_code').all<{ country_code: string }>()
  return results.map((row) => row.country_code)
}

/**
 * Replaces the list in one batch with its audit entry (before and after).
 * Names already stored are kept; a new country is named by its code (the name is only shown to staff).
 */
export async function replaceUnsoldTerritories(db: D1Database, codes: string[], actor: Actor, now: Date): Promise<void> {
  const before = await unsoldTerritories(db)
  const after = [...codes].sort()
  const keep = JSON.stringify(after)
  const statements = [
    db.prepare('DELETE FROM unsold_territories WHERE country_code NOT IN (SELECT value FROM json_each(?))').bind(keep),
    db
      .prepare(
        `INSERT INTO unsold_territories (country_code, country_name) SELECT value, value FROM json_each(?) WHERE true
         ON CONFLICT (country_code) DO NOTHING`,
      )
      .bind(keep),
    auditStatement(
      db,
      { actor, action: 'update', subjectType: 'settings', subjectId: 'unsoldTerritories', before, after, at: now },
      { unversioned: true },
    ),
  ]
  await db.batch(statements)
}
