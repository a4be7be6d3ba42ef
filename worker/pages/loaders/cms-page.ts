import { WidgetBlockSchema } from '../../../shared/schemas/widgets'
import type { PackagesWidgetSettings } from '../../../shared/types/commerce'
import type { PageBlock, StoredPageBlock } from '../../../shared/types/page'
import { packagesWidgetSettingsRead } from '../../db/packages-widget'
import { cmsPageRead, type LoadedCmsPage, type StoredBlock } from '../../db/pages'
import { notFound } from '../../http-errors'
import { sanitiseFields } from '../../render/sanitise-html'
import { aggregatedFeed, aggregatedFeedReads, feedSteps } from '../aggregated-feed'
import type { PageContext, PageLoader } from '../page-context'

/**
 * The catch-all content pages (SPEC §2.1): /{slug} up to four sub-levels then slug. Only Published
 * internal pages are served; an external entry is a link in menus and Hub cards, never a page here.
 */
export const loadCmsPage: PageLoader = async (ctx) => {
  const path = ctx.route.params.path
  if (path === undefined) throw notFound()
  const { loaded, widget } = await ctx.read({
    loaded: cmsPageRead(ctx.env.DB, path),
    // The packages widget data (one settings row) rides along whether or not the page places the widget:
    // a statement more in the batch costs nothing beside the round trip it would need after the blocks.
    widget: packagesWidgetSettingsRead(ctx.env.DB),
  })
  if (!loaded) throw notFound()
  return {
    title: loaded.page.title,
    description: loaded.page.summary,
    canonicalPath: `/${loaded.page.fullPath}`,
    page: await cmsPagePayload(ctx, loaded, widget),
  }
}

/**
 * The page's payload, public or previewed (page-preview.ts): valid blocks with their data; the body and
 * rich-text blocks are stored HTML, sanitised on their way to the page (issue 19 §2).
 */
export async function cmsPagePayload(ctx: PageContext, loaded: LoadedCmsPage, widget: PackagesWidgetSettings | null) {
  const blocks = await Promise.all(
    (await resolveBlocks(ctx, validBlocks(loaded.blocks, loaded.page.fullPath), widget)).map((block) =>
      block.type === 'rich-text' ? sanitiseFields(block, ['html']) : block,
    ),
  )
  return {
    kind: 'cmsPage' as const,
    page: await sanitiseFields(loaded.page, ['bodyHtml']),
    breadcrumbs: loaded.breadcrumbs,
    children: loaded.children,
    blocks,
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

/**
 * Blocks that show data besides their settings get it here (SPEC §2.10 aggregated feed, §2.8 packages).
 * The feeds' reads depend on their blocks, so they are one batch after the page's, and only for a page
 * that places a feed: a page without one reads nothing more (no statements, no round trip).
 */
export async function resolveBlocks(
  ctx: PageContext,
  blocks: StoredPageBlock[],
  widget: PackagesWidgetSettings | null,
): Promise<PageBlock[]> {
  const feeds = blocks.filter((block) => block.type === 'aggregated-feed')
  // Read only where a feed is placed: elsewhere ?feed= means nothing and is not checked.
  const steps = feeds.length > 0 ? feedSteps(ctx.url) : 1
  const feedValues = await ctx.read(aggregatedFeedReads(ctx, feeds, steps))
  const { clubName } = await ctx.settings()
  return blocks.map((block): PageBlock => {
    if (block.type === 'aggregated-feed') return aggregatedFeed(feedValues, block, steps, clubName)
    if (block.type === 'packages') return { ...block, widget }
    return block
  })
}
