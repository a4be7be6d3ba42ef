import { getPackagesWidgetSettings } from '../../db/packages-widget'
import { getVideoServiceConfig } from '../../db/videos'
import { listFeedSections } from '../../db/video-feed'
import type { PageLoader } from '../page-context'

/**
 * /videos/subscriptions (feed 3 SUBSCRIPTIONS & PASSES): the feed's heading and its
 * packages section under the 'packages' anchor (SPEC §2.1), with the §3 packages widget data;
 * the packages themselves are fetched by the browser (they depend on the visitor's country).
 */
export const loadVideoSubscriptions: PageLoader = async ({ env, now, settings }) => {
  const [config, rows, widget] = await Promise.all([
    getVideoServiceConfig(env.DB),
    listFeedSections(env.DB, 3, now),
    getPackagesWidgetSettings(env.DB),
  ])
  const packages = rows.find((r) => r.source === 'packages')
  return {
    title: 'Subscriptions & Passes',
    description: `Subscriptions and match passes for ${settings.pageTitlePrefix.streamer}: live commentary, replays and video.`,
    page: {
      kind: 'videoSubscriptions',
      heading: config.feeds.find((f) => f.id === 3)?.pageName ?? 'SUBSCRIPTIONS & PASSES',
      section: { title: packages?.title ?? 'Subscriptions & passes', anchor: 'packages' },
      brandName: config.brandName,
      widget,
    },
  }
}
