/**
 * Issue 19 §3: a menu's entries replaced in the order the editor left them, in one batch with its audit
 * entry (§9). menus is keyed by its name (menu_key), not an id, so the §10 version check is the audit
 * entry's `checked` guard reading the menu's version under the editor's expected one: a stale save finds
 * nothing and D1 rolls the batch back whole.
 */
import type { MenuItemFields } from '../../shared/schemas/admin-menus'
import type { AdminMenu } from '../../shared/types/admin-pages'
import { findAdminMenu } from '../db/admin-menus'
import { type Actor, auditStatement, isVersionConflict } from './audit'

export type MenuOutcome =
  | { ok: true; menu: AdminMenu }
  | { ok: false; status: 404 | 409; code: 'not_found' | 'version_conflict'; message: string; current?: AdminMenu }

export async function replaceMenuItems(
  db: D1Database,
  actor: Actor,
  key: string,
  version: number,
  items: MenuItemFields[],
  at: Date,
): Promise<MenuOutcome> {
  const before = await findAdminMenu(db, key)
  if (!before) return { ok: false, status: 404, code: 'not_found', message: 'No such menu' }
  const rows = items.map((item) => ({ ...item, isExternal: item.isExternal ? 1 : 0, newTab: item.newTab ? 1 : 0 }))
  const guard = { checked: { sql: '(SELECT version FROM menus WHERE menu_key = ? AND version = ?)', params: [key, version] } }
  const statements = [
    auditStatement(db, { actor, action: 'update', subjectType: 'menu', subjectId: key, before: before.items, after: items, at }, guard),
    db.prepare('UPDATE menus SET version = version + 1 WHERE menu_key = ? AND version = ?').bind(key, version),
    db.prepare('DELETE FROM menu_items WHERE menu_key = ?').bind(key),
    db
      .prepare(
        `INSERT INTO menu_items (menu_key, position, name, slug, icon, is_external, custom_class, new_tab)
         SELECT ?, key + 1, json_extract(value, '$.name'), json_extract(value, '$.slug'), json_extract(value, '$.icon'),
                json_extract(value, '$.isExternal'), json_extract(value, '$.customClass'), json_extract(value, '$.newTab')
           FROM json_each(?)`,
      )
      .bind(key, JSON.stringify(rows)),
  ]
  try {
    await db.batch(statements)
  } catch (err) {
    if (!isVersionConflict(err)) throw err
    const current = await findAdminMenu(db, key)
    return current
      ? { ok: false, status: 409, code: 'version_conflict', message: 'Someone else saved this menu first: see what changed', current }
      : { ok: false, status: 404, code: 'not_found', message: 'No such menu' }
  }
  const menu = await findAdminMenu(db, key)
  if (!menu) return { ok: false, status: 404, code: 'not_found', message: 'No such menu' }
  return { ok: true, menu }
}
