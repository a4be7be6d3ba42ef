/**
 * Issue 19 §3: the CMS page tree as the back office reads it (SPEC §2.1, §3 Menu page): every state,
 * in tree order (a parent before its children, siblings by page order), paged in D1.
 */
import type { PageFields, PageListQuery } from '../../shared/schemas/admin-pages'
import type { AdminPage, AdminPageListItem, AdminPageStatus } from '../../shared/types/admin-pages'

interface PageRow {
  id: number
  post_title: string
  post_status: AdminPageStatus
  page_template: 'Hub' | 'Default'
  saved_timestamp: string
  page_slug: string
  full_path: string
  nested_level: number
  parent_id: number | null
  post_type: 'internal' | 'external'
  external_url: string
  new_tab: number
  menu_post_title: string
  summary: string
  body_html: string
  image_key: string | null
  image_alt: string
  version: number
}

// The tree order: each page's key is its ancestors' keys then its own (order, id), zero-padded so text sorts as numbers.
const TREE = `WITH RECURSIVE tree (id, sort_key) AS (
    SELECT id, printf('%06d.%09d', page_order, id) FROM pages WHERE parent_id IS NULL
    UNION ALL
    SELECT p.id, t.sort_key || '/' || printf('%06d.%09d', p.page_order, p.id) FROM pages p JOIN tree t ON p.parent_id = t.id
  )`

export async function listAdminPages(
  db: D1Database,
  query: PageListQuery,
): Promise<{ items: AdminPageListItem[]; total: number; page: number; size: number }> {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null
  const where = `(?1 IS NULL OR p.post_title LIKE ?1 ESCAPE '\\' OR p.full_path LIKE ?1 ESCAPE '\\') AND (?2 IS NULL OR p.post_status = ?2)`
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${TREE} SELECT p.id, p.post_title, p.full_path, p.nested_level, p.page_template, p.post_status, p.post_type, p.saved_timestamp, p.version
           FROM pages p JOIN tree t ON t.id = p.id WHERE ${where} ORDER BY t.sort_key LIMIT ?3 OFFSET ?4`,
      )
      .bind(like, query.state ?? null, query.size, (query.page - 1) * query.size),
    db.prepare(`SELECT count(*) AS n FROM pages p WHERE ${where}`).bind(like, query.state ?? null),
  ])
  const items = ((rows?.results ?? []) as PageRow[]).map((row) => ({
    id: row.id,
    title: row.post_title,
    fullPath: row.full_path,
    nestedLevel: row.nested_level,
    template: row.page_template,
    status: row.post_status,
    external: row.post_type === 'external',
    savedTimestamp: row.saved_timestamp,
    version: row.version,
  }))
  return { items, total: (count?.results[0] as { n: number } | undefined)?.n ?? 0, page: query.page, size: query.size }
}

/** A stored block as the editor sees it: its type beside its data (as the page loader reads it). */
function blockOf(row: { type: string; data: string }): PageFields['blocks'][number] {
  let data: unknown = {}
  try {
    data = JSON.parse(row.data)
  } catch {
    // A block that is not JSON opens empty; the widget schema names what it lacks on save.
  }
  return { ...(typeof data === 'object' && data !== null ? data : {}), type: row.type } as PageFields['blocks'][number]
}

export async function findAdminPage(db: D1Database, id: number): Promise<AdminPage | null> {
  const [found, blocks] = await db.batch([
    db.prepare('SELECT * FROM pages WHERE id = ?').bind(id),
    db.prepare('SELECT block_type AS type, data FROM page_blocks WHERE page_id = ? ORDER BY position').bind(id),
  ])
  const row = found?.results[0] as PageRow | undefined
  if (!row) return null
  return {
    id: row.id,
    version: row.version,
    status: row.post_status,
    fullPath: row.full_path,
    nestedLevel: row.nested_level,
    savedTimestamp: row.saved_timestamp,
    fields: {
      title: row.post_title,
      menuTitle: row.menu_post_title === row.post_title ? '' : row.menu_post_title,
      slug: row.page_slug,
      parentId: row.parent_id,
      template: row.page_template,
      summary: row.summary,
      bodyHtml: row.body_html,
      imageKey: row.image_key,
      imageAlt: row.image_alt,
      externalUrl: row.post_type === 'external' ? row.external_url : '',
      newTab: row.new_tab === 1,
      blocks: ((blocks?.results ?? []) as Array<{ type: string; data: string }>).map(blockOf),
    },
  }
}

/** A page's place in the tree: its path, level and status (null: no such page). */
export async function pagePlace(
  db: D1Database,
  id: number,
): Promise<{ fullPath: string; nestedLevel: number; status: AdminPageStatus; parentId: number | null; external: boolean } | null> {
  const row = await db
    .prepare('SELECT full_path, nested_level, post_status, parent_id, post_type FROM pages WHERE id = ?')
    .bind(id)
    .first<{ full_path: string; nested_level: number; post_status: AdminPageStatus; parent_id: number | null; post_type: string }>()
  return row
    ? {
        fullPath: row.full_path,
        nestedLevel: row.nested_level,
        status: row.post_status,
        parentId: row.parent_id,
        external: row.post_type === 'external',
      }
    : null
}

/** The full paths below a page (its descendants), and how deep the deepest goes below it. */
export async function descendantsOf(db: D1Database, fullPath: string, level: number): Promise<{ paths: string[]; depth: number }> {
  const { results } = await db
    .prepare(`SELECT full_path, nested_level FROM pages WHERE substr(full_path, 1, length(?1) + 1) = ?1 || '/' ORDER BY full_path`)
    .bind(fullPath)
    .all<{ full_path: string; nested_level: number }>()
  return { paths: results.map((r) => r.full_path), depth: Math.max(0, ...results.map((r) => r.nested_level - level)) }
}

export async function pathHolder(db: D1Database, fullPath: string): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM pages WHERE full_path = ?').bind(fullPath).first<{ id: number }>()
  return row?.id ?? null
}
