import { WidgetBlockSchema } from '../../../shared/schemas/widgets'
import type { PageBlock, StoredPageBlock } from '../../../shared/types/page'
import { packagesWidgetSettingsRead } from '../../db/packages-widget'
import { getCmsPage, type StoredBlock } from '../../db/pages'
import { runRead } from '../../db/read'
import { notFound } from '../../http-errors'
import { feedSteps, loadAggregatedFeed } from '../aggregated-feed'
import type { PageContext, PageLoader } from '../page-context'

/**
 * The catch-all content pages (SPEC §2.1): /{slug} up to four sub-levels then slug. Only Published
 * internal pages are served; an external entry is a link in menus and Hub cards, never a page here.
 */
export const loadCmsPage: PageLoader = async (ctx) => {
  const path = ctx.route.params.path
  if (path === undefined) throw notFound()
  const loaded = await getCmsPage(ctx.env.DB, path)
  if (!loaded) throw notFound()
  const blocks = await resolveBlocks(ctx, validBlocks(loaded.blocks, path))
  return {
    title: loaded.page.title,
    description: loaded.page.summary,
    canonicalPath: `/${loaded.page.fullPath}`,
    page: {
      kind: 'cmsPage',
      page: loaded.page,
      breadcrumbs: loaded.breadcrumbs,
      children: loaded.children,
      blocks,
    },
  }
}

/** SPEC §2.10, §5: a block that fails validation is left out with a warning; the page still renders. */
export function validBlocks(stored: StoredBlock[], path: string): StoredPageBlock[] {
  const blocks: StoredPageBlock[] = []
  for (const block of stored) {
    let data: unknown
    try {
      data = JSON.parse(block.data)
    } catch {
      data = null
    }
    const parsed = WidgetBlockSchema.safeParse(
      typeof data === 'object' && data !== null ? { ...data, type: block.type } : { type: block.type },
    )
    if (parsed.success) blocks.push(parsed.data)
    else console.warn(`skipped invalid ${block.type} block ${block.id} on /${path}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  }
  return blocks
}

/** Blocks that show data besides their settings get it here (SPEC §2.10 aggregated feed, §2.8 packages). */
async function resolveBlocks(ctx: PageContext, blocks: StoredPageBlock[]): Promise<PageBlock[]> {
  // Read only where a feed is placed: elsewhere ?feed= means nothing and is not checked.
  const steps = blocks.some((block) => block.type === 'aggregated-feed') ? feedSteps(ctx.url) : 1
  // The packages widget data is read once, and only for a page that places the widget.
  const widget = blocks.some((block) => block.type === 'packages') ? runRead(ctx.env.DB, packagesWidgetSettingsRead(ctx.env.DB)) : null
  return Promise.all(
    blocks.map(async (block): Promise<PageBlock> => {
      if (block.type === 'aggregated-feed') return loadAggregatedFeed(ctx, block, steps)
      if (block.type === 'packages') return { ...block, widget: await widget }
      return block
    }),
  )
}
