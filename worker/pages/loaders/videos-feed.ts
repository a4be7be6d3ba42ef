import type { VideoFeedPage } from '../../../shared/types/video-pages'
import { constantRead } from '../../db/read'
import { nextStreamedMatchRead } from '../../db/stream-assets'
import { feedRailsRead } from '../../db/video-feed'
import { videoServiceConfigRead } from '../../db/videos'
import type { PageLoader } from '../page-context'

/** SPEC §9.4: a rail holds the sidebar's page of 10. */
const RAIL_SIZE = 10

/**
 * /videos (feed 1 LATEST): a hero with the newest video, then one carousel per
 * section of the feed. /live (feed 2): the live match's audio and video, then
 * the fallback highlights, "Ready for kick-off?" for the next streamed match
 * and the §2.10 live upgrade notice. The same page for everyone: locks and
 * readiness are the browser's.
 */
export const loadVideos: PageLoader = (ctx) => loadFeedPage(ctx, 1)
export const loadLive: PageLoader = (ctx) => loadFeedPage(ctx, 2)

async function loadFeedPage({ env, now, settings, read }: Parameters<PageLoader>[0], feedId: 1 | 2) {
  // The sections and every rail in one round trip (issue 22 §2).
  const { config, sections, next } = await read({
    config: videoServiceConfigRead(env.DB),
    sections: feedRailsRead(env.DB, feedId, RAIL_SIZE, now),
    // Issue 10 §8 "Ready for kick-off?" on /live: the next match that will be streamed.
    next: feedId === 2 ? nextStreamedMatchRead(env.DB, now) : constantRead(null),
  })
  const feed = config.feeds.find((f) => f.id === feedId)
  const { pageTitlePrefix } = await settings()
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
    nextStreamed: next,
    liveUpgrade: feedId === 2 ? config.liveUpgradeData : null,
  }
  return {
    title: feedId === 1 ? 'Videos' : 'Live',
    description:
      feedId === 1
        ? `Highlights, full match replays, interviews and the weekly live show on ${pageTitlePrefix.streamer}.`
        : `Live audio commentary and live match video on ${pageTitlePrefix.streamer}.`,
    page,
  }
}
