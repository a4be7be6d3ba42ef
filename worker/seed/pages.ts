/** The CMS page tree (SPEC §2.1, §3 Menu page), its widgets (§2.10) and images. */
import type { StoredPageBlock } from '../../shared/types/page'
import { addDays } from './clock'
import { pictureSvg } from './images'
import { bodyHtml } from './news-body'
import { CLUB_SECTION } from './pages-club'
import { ACADEMY_SECTION, FAN_ENGAGEMENT_SECTION, FOUNDATION_SECTION, MND_SECTION, WOMEN_SECTION } from './pages-community'
import { FOOTER_PAGES } from './pages-footer'
import { COMMERCIAL_SECTION, HOSPITALITY_SECTION, PORTMAN_ROAD_SECTION, SUPPORTERS_SECTION } from './pages-sections'
import { hashString } from './random'
import type { SeedImage, SeedPart } from './types'
import type { SeedRow } from './sql'

export interface PageSeed {
  slug: string
  title: string
  /** Title in menus when it differs from the page title. */
  menuTitle?: string
  summary: string
  body: string[]
  /** Caption of a generated header image; pages without one use the no-image layout. */
  image?: string
  status?: 'Draft'
  external?: { url: string; newTab: boolean }
  newTab?: boolean
  blocks?: StoredPageBlock[]
  children?: PageSeed[]
}

/** Top-level sections in SPEC §2.1 order ({product}-women is itfc-women), then footer pages. */
export const PAGE_TREE: PageSeed[] = [
  CLUB_SECTION,
  SUPPORTERS_SECTION,
  PORTMAN_ROAD_SECTION,
  COMMERCIAL_SECTION,
  HOSPITALITY_SECTION,
  WOMEN_SECTION,
  FOUNDATION_SECTION,
  ACADEMY_SECTION,
  FAN_ENGAGEMENT_SECTION,
  MND_SECTION,
  ...FOOTER_PAGES,
]

export function pageImageKey(fullPath: string): string {
  return `pages/${fullPath.replace(/\//g, '-')}.jpg`
}

const CARD_COLOURS: [string, string] = ['#0044a9', '#001f4d']

export function pagesPart(): SeedPart {
  const pages: SeedRow[] = []
  const blocks: SeedRow[] = []
  const images: SeedImage[] = []
  let nextId = 0
  let nextBlockId = 0
  const visit = (page: PageSeed, parent: { id: number; path: string } | null, level: number, order: number) => {
    const id = ++nextId
    const fullPath = parent ? `${parent.path}/${page.slug}` : page.slug
    const published = addDays('2025-06-02', id * 3)
    const hasChildren = (page.children ?? []).length > 0
    const imageKey = page.image ? pageImageKey(fullPath) : null
    pages.push({
      id,
      post_id: 7000 + id,
      post_title: page.title,
      post_status: page.status ?? 'Published',
      page_template: hasChildren ? 'Hub' : 'Default',
      saved_timestamp: `${addDays(published, 14)}T10:30:00.000Z`,
      page_order: order,
      page_slug: page.slug,
      full_path: fullPath,
      published_date: published,
      published_time: '09:00:00',
      nested_level: level,
      parent_id: parent?.id ?? null,
      post_type: page.external ? 'external' : 'internal',
      external_url: page.external?.url ?? '',
      new_tab: page.external?.newTab ?? page.newTab ?? false,
      menu_post_title: page.menuTitle ?? page.title,
      summary: page.summary,
      body_html: bodyHtml(page.body),
      image_key: imageKey,
      image_alt: page.image ?? '',
    })
    if (imageKey && page.image) {
      images.push({
        key: imageKey,
        svg: pictureSvg({
          width: 1200,
          height: 600,
          caption: page.image,
          colours: ['#0044a9', '#1a1f3a'],
          seed: hashString(fullPath),
        }),
      })
    }
    for (const [position, { type, ...data }] of (page.blocks ?? []).entries()) {
      blocks.push({ id: ++nextBlockId, page_id: id, position: position + 1, block_type: type, data })
      if (type === 'category-card' && 'imageKey' in data) {
        const title = 'title' in data ? String(data.title) : ''
        images.push({
          key: String(data.imageKey),
          svg: pictureSvg({
            width: 400,
            height: 600,
            caption: title,
            colours: CARD_COLOURS,
            seed: hashString(String(data.imageKey)),
          }),
        })
      }
    }
    for (const [index, child] of (page.children ?? []).entries()) visit(child, { id, path: fullPath }, level + 1, index + 1)
  }
  for (const [index, page] of PAGE_TREE.entries()) visit(page, null, 0, index + 1)
  return {
    tables: [
      { table: 'pages', rows: pages },
      { table: 'page_blocks', rows: blocks },
    ],
    images,
  }
}
