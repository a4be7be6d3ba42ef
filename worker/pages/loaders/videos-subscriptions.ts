import { getVideoServiceConfig } from '../../db/videos'
import { listFeedSections } from '../../db/video-feed'
import type { PageLoader } from '../page-context'

/**
 * /videos/subscriptions (feed 3 SUBSCRIPTIONS & PASSES): the feed's heading and its
 * packages section under the 'packages' anchor (SPEC §2.1). The packages widget
 * comes with the buying work; until then the section says what the service offers.
 */
export const loadVideoSubscriptions: PageLoader = async ({ env, now, settings }) => {
  const [config, rows] = await Promise.all([getVideoServiceConfig(env.DB), listFeedSections(env.DB, 3, now)])
  const packages = rows.find((r) => r.source === 'packages')
  return {
    title: 'Subscriptions & Passes',
    description: `Subscriptions and match passes for ${settings.pageTitlePrefix.streamer}: live commentary, replays and video.`,
    page: {
      kind: 'videoSubscriptions',
      heading: config.feeds.find((f) => f.id === 3)?.pageName ?? 'SUBSCRIPTIONS & PASSES',
      section: { title: packages?.title ?? 'Subscriptions & passes', anchor: 'packages' },
      brandName: config.brandName,
    },
  }
}
