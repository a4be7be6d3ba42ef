import { ar } from '../../../shared/i18n/ar'
import { packagesWidgetSettingsRead } from '../../db/packages-widget'
import { feedSectionsRead } from '../../db/video-feed'
import { videoServiceConfigRead } from '../../db/videos'
import type { PackagesWidgetSettings } from '../../../shared/types/commerce'
import type { PageLoader } from '../page-context'

/**
 * /videos/subscriptions (feed 3 SUBSCRIPTIONS & PASSES): the feed's heading and its
 * packages section under the 'packages' anchor (SPEC §2.1), with the §3 packages widget data;
 * the packages themselves are fetched by the browser (they depend on the visitor's country).
 * ?lang=ar gives the Arabic page, for the upgrade links of Arabic live pages
 * (shared/rules/localised-link.ts), in the catalogue's words: the editors
 * write the widget's texts in English, and an empty one is the catalogue's
 * (as the Arabic live upgrade notice reads the catalogue's, not theirs).
 */
export const loadVideoSubscriptions: PageLoader = async ({ env, url, now, settings, read }) => {
  const { config, rows, widget } = await read({
    config: videoServiceConfigRead(env.DB),
    rows: feedSectionsRead(env.DB, 3, now),
    widget: packagesWidgetSettingsRead(env.DB),
  })
  const packages = rows.find((r) => r.source === 'packages')
  const { pageTitlePrefix } = await settings()
  const arabic = url.searchParams.get('lang') === 'ar'
  return {
    title: arabic ? ar['packages.title'] : 'Subscriptions & Passes',
    description: arabic
      ? ar['packages.title']
      : `Subscriptions and match passes for ${pageTitlePrefix.streamer}: live commentary, replays and video.`,
    locale: arabic ? 'ar' : 'en',
    page: {
      kind: 'videoSubscriptions',
      heading: arabic ? ar['packages.title'] : (config.feeds.find((f) => f.id === 3)?.pageName ?? 'SUBSCRIPTIONS & PASSES'),
      section: { title: arabic ? ar['packages.title'] : (packages?.title ?? 'Subscriptions & passes'), anchor: 'packages' },
      brandName: config.brandName,
      widget: arabic && widget ? catalogueWords(widget) : widget,
    },
  }
}

/** The widget's look and links as set, its texts left to the catalogue ('' is 'the default wording'). */
function catalogueWords({ style, footerStyle, cta2ButtonLink }: PackagesWidgetSettings): PackagesWidgetSettings {
  return {
    style,
    footerStyle,
    cta2ButtonLink,
    title: '',
    noSubscriptionsText: '',
    noMatchPassesText: '',
    cta1Text: '',
    cta1ButtonCta: '',
    cta2Text: '',
    cta2ButtonCta: '',
    voucherTitle: '',
    voucherText: '',
    voucherButton: '',
  }
}
