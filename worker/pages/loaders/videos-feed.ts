import type { VideoFeedPage } from '../../../shared/types/video-pages'
import { getVideoServiceConfig } from '../../db/videos'
import { listFeedSections, loadFeedSection } from '../../db/video-feed'
import type { PageLoader } from '../page-context'

/** SPEC §9.4: a rail holds the sidebar's page of 10. */
const RAIL_SIZE = 10

/**
 * /videos (feed 1 LATEST): a hero with the newest video, then one carousel per
 * section of the feed. /live (feed 2): the live match's audio and video, then
 * the fallback highlights. The same page for everyone: locks are the browser's.
 */
export const loadVideos: PageLoader = (ctx) => loadFeedPage(ctx, 1)
export const loadLive: PageLoader = (ctx) => loadFeedPage(ctx, 2)

async function loadFeedPage({ env, now, settings }: Parameters<PageLoader>[0], feedId: 1 | 2) {
  const [config, rows] = await Promise.all([getVideoServiceConfig(env.DB), listFeedSections(env.DB, feedId, now)])
  const sections = await Promise.all(rows.map((row) => loadFeedSection(env.DB, row, { pageIndex: 0, pageSize: RAIL_SIZE }, now)))
  const feed = config.feeds.find((f) => f.id === feedId)
  const latest = sections.find((s) => s.source === 'latest')
  const page: VideoFeedPage = {
    kind: 'videoFeed',
    feedId,
    heading: feed?.pageName ?? (feedId === 1 ? 'LATEST' : 'LIVE'),
    hero:
      feedId === 1
        ? {
            title: config.brandName,
            text: config.categoryHero.text,
            featured: latest?.itemData[0] ?? null,
          }
        : null,
    sections,
    lockEmptyEntitlements: config.lockEmptyEntitlements,
  }
  return {
    title: feedId === 1 ? 'Videos' : 'Live',
    description:
      feedId === 1
        ? `Highlights, full match replays, interviews and the weekly live show on ${settings.pageTitlePrefix.streamer}.`
        : `Live audio commentary and live match video on ${settings.pageTitlePrefix.streamer}.`,
    page,
  }
}
