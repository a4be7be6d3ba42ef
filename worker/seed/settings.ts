/** Configuration and help content: site settings, FAQs, terms and unsold territories. */
import { faqTables } from './faqs'
import { pictureSvg, portraitSvg, thumbnailSvg } from './images'
import { packagesWidgetSettings, townTvImages, videoServiceConfig } from './settings-video'
import { PLACEHOLDER_IMAGE_KEYS, webSettings } from './settings-web'
import { termsRows } from './terms'
import { liveRightsSettings, territoryRows } from './territories'
import type { SeedPart } from './types'

const SAVED_AT = '2025-07-01T09:00:00.000Z'

export function settingsPart(): SeedPart {
  return {
    tables: [
      ...faqTables(),
      { table: 'terms_pages', rows: termsRows() },
      { table: 'unsold_territories', rows: territoryRows() },
      // 'web' goes last: its presence marks a finished seed (see index.ts).
      {
        table: 'site_settings',
        rows: [
          { key: 'videoService', value: videoServiceConfig(), updated_at: SAVED_AT },
          { key: 'packagesWidget', value: packagesWidgetSettings(), updated_at: SAVED_AT },
          { key: 'liveRights', value: liveRightsSettings(), updated_at: SAVED_AT },
          { key: 'web', value: webSettings(), updated_at: SAVED_AT },
        ],
      },
    ],
    images: [
      {
        key: PLACEHOLDER_IMAGE_KEYS.default,
        svg: pictureSvg({
          width: 400,
          height: 400,
          caption: 'Ipswich Town',
          colours: ['#0044a9', '#001f4d'],
          seed: 1878,
        }),
      },
      {
        key: PLACEHOLDER_IMAGE_KEYS.news,
        svg: pictureSvg({ width: 1200, height: 675, caption: 'Ipswich Town news', colours: ['#0044a9', '#d6001c'], seed: 1936 }),
      },
      { key: PLACEHOLDER_IMAGE_KEYS.player, svg: portraitSvg('', null, '#0044a9') },
      { key: PLACEHOLDER_IMAGE_KEYS.video, svg: thumbnailSvg('Town TV', 'Ipswich Town', '', ['#0044a9', '#001f4d'], 1962) },
      ...townTvImages(),
    ],
  }
}
