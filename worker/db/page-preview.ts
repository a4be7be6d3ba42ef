/** Issue 19 §3 preview: a CMS page by id in any state, as its public page would show it (worker/db/pages.ts). */
import { COLUMNS, type PageRow, rowToCard, rowToCmsPage, type LoadedCmsPage } from './pages'
import type { Read } from './read'

export function cmsPagePreviewRead(db: D1Database, id: number): Read<(LoadedCmsPage & { status: string }) | null> {
  return {
    statements: [
      db.prepare(`SELECT ${COLUMNS}, post_status FROM pages WHERE id = ?1`).bind(id),
      db.prepare(`SELECT ${COLUMNS} FROM pages WHERE parent_id = ?1 AND post_status = 'Published' ORDER BY page_order, id`).bind(id),
      db.prepare('SELECT id, block_type AS type, data FROM page_blocks WHERE page_id = ?1 ORDER BY position').bind(id),
    ],
    map: ([found, children, blocks]) => {
      const row = found?.results[0] as (PageRow & { post_status: string }) | undefined
      if (!row) return null
      return {
        page: rowToCmsPage(row),
        children: ((children?.results ?? []) as PageRow[]).map(rowToCard),
        // The preview names the page only: its place is in the back office beside it.
        breadcrumbs: [{ title: row.menu_post_title || row.post_title, path: `/${row.full_path}` }],
        blocks: (blocks?.results ?? []) as LoadedCmsPage['blocks'],
        status: row.post_status,
      }
    },
  }
}
