import { packagesWidgetSettingsRead } from '../../db/packages-widget'
import { feedSectionsRead } from '../../db/video-feed'
import { videoServiceConfigRead } from '../../db/videos'
import type { PageLoader } from '../page-context'

/**
 * /videos/subscriptions (feed 3 SUBSCRIPTIONS & PASSES): the feed's heading and its
 * packages section under the 'packages' anchor (SPEC §2.1), with the §3 packages widget data;
 * the packages themselves are fetched by the browser (they depend on the visitor's country).
 */
export const loadVideoSubscriptions: PageLoader = async ({ env, now, settings, read }) => {
  const { config, rows, widget } = await read({
    config: videoServiceConfigRead(env.DB),
    rows: feedSectionsRead(env.DB, 3, now),
    widget: packagesWidgetSettingsRead(env.DB),
  })
  const packages = rows.find((r) => r.source === 'packages')
  const { pageTitlePrefix } = await settings()
  return {
    title: 'Subscriptions & Passes',
    description: `Subscriptions and match passes for ${pageTitlePrefix.streamer}: live commentary, replays and video.`,
    page: {
      kind: 'videoSubscriptions',
      heading: config.feeds.find((f) => f.id === 3)?.pageName ?? 'SUBSCRIPTIONS & PASSES',
      section: { title: packages?.title ?? 'Subscriptions & passes', anchor: 'packages' },
      brandName: config.brandName,
      widget,
    },
  }
}
