import { MAX_BROWSE_PAGE } from '../../../shared/rules/browse-filters'
import { VIDEO_FEED_PAGE_SIZE } from '../../../shared/schemas/video-feed'
import { VIDEO_SEARCH_PAGE_SIZE } from '../../../shared/schemas/search-limits'
import type { VideoServiceConfig } from '../../../shared/types/video'
import type { VideoCollectionPage } from '../../../shared/types/video-pages'
import { constantRead } from '../../db/read'
import { channelBySlugRead, videoCategoriesRead } from '../../db/video-collections'
import { videosRead } from '../../db/video-feed'
import { videoServiceConfigRead } from '../../db/videos'
import { badRequest, notFound } from '../../http-errors'
import type { PageContext, PageLoader } from '../page-context'

/** /videos/channel/{slug}: a channel's videos, newest first, 12 a page with 'Load more'. */
export const loadVideoChannel: PageLoader = async (ctx) => {
  const slug = ctx.route.params.slug
  const { channel, config } = await ctx.read({
    channel: slug ? channelBySlugRead(ctx.env.DB, slug) : constantRead(null),
    config: videoServiceConfigRead(ctx.env.DB),
  })
  if (!channel) throw notFound('No such channel')
  return collectionPage(ctx, config, 'channel', { type: 'channel', ...channel }, VIDEO_SEARCH_PAGE_SIZE)
}

/**
 * /videos/player/{slug}: a playlist of a category or a channel (a category wins when both
 * have the slug), 10 at a time (SPEC §9.4 playlist amount); its cards open the player
 * with the slug as their section.
 */
export const loadVideoPlayerSlug: PageLoader = async (ctx) => {
  const slug = ctx.route.params.slug
  if (!slug) throw notFound()
  const { categories, channel, config } = await ctx.read({
    categories: videoCategoriesRead(ctx.env.DB),
    channel: channelBySlugRead(ctx.env.DB, slug),
    config: videoServiceConfigRead(ctx.env.DB),
  })
  const category = categories.find((c) => c.slug === slug)
  if (category) return collectionPage(ctx, config, 'player', { type: 'category', ...category }, VIDEO_FEED_PAGE_SIZE)
  if (channel) return collectionPage(ctx, config, 'player', { type: 'channel', ...channel }, VIDEO_FEED_PAGE_SIZE)
  throw notFound()
}

type Collection = { type: 'channel' | 'category'; id: number; slug: string; name: string; description: string; imageKey: string | null }

async function collectionPage(
  { env, url, now, settings, read }: PageContext,
  config: VideoServiceConfig,
  view: VideoCollectionPage['view'],
  c: Collection,
  pageSize: number,
) {
  const pageText = url.searchParams.get('page') ?? '1'
  const page = /^\d{1,3}$/.test(pageText) ? Number(pageText) : 0
  if (page < 1 || page > MAX_BROWSE_PAGE) throw badRequest('page must be a whole number from 1')
  const selection =
    c.type === 'channel' ? { source: 'channel' as const, channelId: c.id } : { source: 'category' as const, categoryId: c.id }
  const {
    videos: { items, total },
  } = await read({ videos: videosRead(env.DB, selection, { pageIndex: page - 1, pageSize }, now) })
  if (page > 1 && items.length === 0) throw notFound()
  const { pageTitlePrefix } = await settings()
  const page_: VideoCollectionPage = {
    kind: 'videoCollection',
    view,
    collection: { type: c.type, slug: c.slug, name: c.name, description: c.description, imageKey: c.imageKey },
    items,
    total,
    page,
    pageSize,
    lockEmptyEntitlements: config.lockEmptyEntitlements,
  }
  return {
    title: c.name,
    description: c.description || `${c.name} on ${pageTitlePrefix.streamer}.`,
    page: page_,
  }
}
