/** Configuration and help content: site settings, FAQs, terms and unsold territories. */
import { faqTables } from './faqs'
import { pictureSvg } from './images'
import { packagesWidgetSettings, townTvImages, videoServiceConfig } from './settings-video'
import { PLACEHOLDER_IMAGE_KEY, webSettings } from './settings-web'
import { termsRows } from './terms'
import { territoryRows } from './territories'
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
          { key: 'web', value: webSettings(), updated_at: SAVED_AT },
        ],
      },
    ],
    images: [
      {
        key: PLACEHOLDER_IMAGE_KEY,
        svg: pictureSvg({
          width: 400,
          height: 400,
          caption: 'Ipswich Town',
          colours: ['#0044a9', '#001f4d'],
          seed: 1878,
        }),
      },
      ...townTvImages(),
    ],
  }
}
