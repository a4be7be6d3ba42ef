/** CMS pages (SPEC §2.1 catch-all, §3 Menu page). Only Published pages are ever read. */
import type { Breadcrumb, CmsCard, CmsPage, PageTemplate } from '../../shared/types/page'
import type { Read } from './read'

export interface PageRow {
  id: number
  post_id: number
  post_title: string
  page_template: PageTemplate
  full_path: string
  summary: string
  body_html: string
  image_key: string | null
  image_alt: string
  published_date: string | null
  post_type: 'internal' | 'external'
  external_url: string
  new_tab: number
  menu_post_title: string
}

export interface StoredBlock {
  id: number
  type: string
  data: string
}

export const COLUMNS = `id, post_id, post_title, page_template, full_path, summary, body_html, image_key, image_alt, published_date,
  post_type, external_url, new_tab, menu_post_title`

export function rowToCmsPage(row: PageRow): CmsPage {
  return {
    postID: row.post_id,
    title: row.post_title,
    template: row.page_template,
    fullPath: row.full_path,
    summary: row.summary,
    bodyHtml: row.body_html,
    imageKey: row.image_key,
    imageAlt: row.image_alt,
    publishedDate: row.published_date,
  }
}

export function rowToCard(row: PageRow): CmsCard {
  const external = row.post_type === 'external'
  return {
    title: row.menu_post_title || row.post_title,
    summary: row.summary,
    href: external ? row.external_url : `/${row.full_path}`,
    external,
    newTab: row.new_tab === 1,
    imageKey: row.image_key,
  }
}

export interface LoadedCmsPage {
  page: CmsPage
  children: CmsCard[]
  breadcrumbs: Breadcrumb[]
  blocks: StoredBlock[]
}

/**
 * A Published internal page by its full path with its published children, breadcrumbs and blocks.
 * An external entry is a menu or card link, never a page of ours: null, like a draft.
 * Issue 13 §3: the children and blocks find the page by the same path, so all four statements
 * are independent and ride the page's one batch.
 */
export function cmsPageRead(db: D1Database, fullPath: string): Read<LoadedCmsPage | null> {
  const page = `(SELECT id FROM pages WHERE full_path = ?1 AND post_status = 'Published' AND post_type = 'internal')`
  const segments = fullPath.split('/')
  const ancestorPaths = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))
  return {
    statements: [
      db
        .prepare(`SELECT ${COLUMNS} FROM pages WHERE full_path = ?1 AND post_status = 'Published' AND post_type = 'internal'`)
        .bind(fullPath),
      db
        .prepare(`SELECT ${COLUMNS} FROM pages WHERE parent_id = ${page} AND post_status = 'Published' ORDER BY page_order, id`)
        .bind(fullPath),
      db
        .prepare(`SELECT full_path, menu_post_title, post_title FROM pages
                   WHERE full_path IN (SELECT value FROM json_each(?1)) AND post_status = 'Published' ORDER BY nested_level`)
        .bind(JSON.stringify(ancestorPaths)),
      db.prepare(`SELECT id, block_type AS type, data FROM page_blocks WHERE page_id = ${page} ORDER BY position`).bind(fullPath),
    ],
    map: ([found, children, ancestors, blocks]) => {
      const row = found?.results[0] as PageRow | undefined
      if (!row) return null
      const crumbs = (ancestors?.results ?? []) as Array<{ full_path: string; menu_post_title: string; post_title: string }>
      return {
        page: rowToCmsPage(row),
        children: ((children?.results ?? []) as PageRow[]).map(rowToCard),
        breadcrumbs: [
          ...crumbs.map((c) => ({ title: c.menu_post_title || c.post_title, path: `/${c.full_path}` })),
          { title: row.menu_post_title || row.post_title, path: `/${row.full_path}` },
        ],
        blocks: (blocks?.results ?? []) as StoredBlock[],
      }
    },
  }
}
