/** Issue 19 §3: the menus of SPEC §2.3 (and the footer's, §2.10) as the back office reads them. */
import type { AdminMenu } from '../../shared/types/admin-pages'
import { rowToMenuItem } from './site'

type ItemRow = Parameters<typeof rowToMenuItem>[0]

export async function listAdminMenus(db: D1Database): Promise<Array<Omit<AdminMenu, 'items'> & { itemCount: number }>> {
  const { results } = await db
    .prepare(
      `SELECT m.menu_key, m.title, m.version, (SELECT count(*) FROM menu_items i WHERE i.menu_key = m.menu_key) AS item_count
         FROM menus m ORDER BY m.rowid`,
    )
    .all<{ menu_key: string; title: string; version: number; item_count: number }>()
  return results.map((r) => ({ key: r.menu_key, title: r.title, version: r.version, itemCount: r.item_count }))
}

export async function findAdminMenu(db: D1Database, key: string): Promise<AdminMenu | null> {
  const [menu, items] = await db.batch([
    db.prepare('SELECT menu_key, title, version FROM menus WHERE menu_key = ?').bind(key),
    db
      .prepare('SELECT menu_key, name, slug, icon, is_external, custom_class, new_tab FROM menu_items WHERE menu_key = ? ORDER BY position')
      .bind(key),
  ])
  const row = menu?.results[0] as { menu_key: string; title: string; version: number } | undefined
  if (!row) return null
  return { key: row.menu_key, title: row.title, version: row.version, items: ((items?.results ?? []) as ItemRow[]).map(rowToMenuItem) }
}
