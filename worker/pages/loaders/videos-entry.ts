import { browsePath, NO_BROWSE_FILTERS } from '../../../shared/rules/browse-filters'
import { VIDEO_FEED_PAGE_SIZE } from '../../../shared/schemas/video-feed'
import { constantRead } from '../../db/read'
import { videosRead } from '../../db/video-feed'
import { videoEntryRead } from '../../db/video-entries'
import { videoServiceConfigRead } from '../../db/videos'
import { notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'

/**
 * /videos/{videoID}: one entry's page. Besides its details it carries what
 * the player needs to open at once: the entry's list item and the sidebar's
 * related items (the same category, SPEC §9.4 page size 10; the latest when
 * it has no category). An unknown or unreleased entry is a 404.
 */
export const loadVideoEntry: PageLoader = async ({ env, route, now, settings, read }) => {
  const videoID = route.params.videoID
  const { entry, config } = await read({
    entry: videoID ? videoEntryRead(env.DB, videoID, now) : constantRead(null),
    config: videoServiceConfigRead(env.DB),
  })
  if (!entry) throw notFound('No such video')
  const selection = entry.category
    ? { source: 'category' as const, categoryId: entry.category.id, excludeEntryId: entry.item.mediaData.entryId }
    : { source: 'latest' as const, excludeEntryId: entry.item.mediaData.entryId }
  const { related } = await read({ related: videosRead(env.DB, selection, { pageIndex: 0, pageSize: VIDEO_FEED_PAGE_SIZE }, now) })
  const { pageTitlePrefix } = await settings()
  const pick = <T extends { slug: string; name: string }>(x: T | null) => (x ? { slug: x.slug, name: x.name } : null)
  return {
    title: entry.item.metaData.title,
    description: entry.description || `${entry.item.metaData.title} on ${pageTitlePrefix.streamer}.`,
    page: {
      kind: 'videoEntry',
      video: {
        item: entry.item,
        description: entry.description,
        releaseFrom: entry.releaseFrom,
        // Its browse page's address made here (issue 22 §3: the browse rule stays out of the page's first JavaScript).
        category: entry.category
          ? {
              slug: entry.category.slug,
              name: entry.category.name,
              url: browsePath({ ...NO_BROWSE_FILTERS, category: entry.category.slug }, [entry.category]),
            }
          : null,
        channel: pick(entry.channel),
        teamName: entry.teamName,
        seasonName: entry.seasonName,
        chapters: entry.chapters,
      },
      section: entry.category?.slug ?? null,
      related: related.items,
      lockEmptyEntitlements: config.lockEmptyEntitlements,
    },
  }
}
