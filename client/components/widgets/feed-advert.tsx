import { IMAGE_SIZES, responsiveImage } from '../../../shared/images'
import type { TrackedAdvert } from '../../../shared/rules/advert-tracking'
import type { FeedAdvert as FeedAdvertData } from '../../../shared/types/advert'
import { useAdvertWindow } from '../../hooks/use-advert-window'
import { useT } from '../../hooks/use-t'
import { CARD_GRID_SIZES } from '../cards/news-card'
import { useAppSnapshot } from '../../state/store-context'
import { TrackedAdvertLink } from '../../tracking/tracked-advert-link'

/**
 * SPEC §3 aggregated-feed advert (title, url, imageData.key at 'content-feed' size): a
 * card-sized square among the feed's news cards, marked as an advertisement, with its
 * impression and click reported like every advert's (issue 12 §3). It takes a card's cell
 * in the grid, so it is fetched at a card's width. The page may be an edge-cached copy:
 * past its window's end the advert is gone (its cell with it).
 */
export function FeedAdvert({ advert }: { advert: FeedAdvertData }) {
  const t = useT()
  const { payload } = useAppSnapshot()
  const shown = useAdvertWindow(advert)
  const tracked: TrackedAdvert = {
    placement: 'aggregatedFeed',
    advertID: advert.advertID,
    advertName: advert.title,
    advertRef: '',
    campaignRef: '',
    url: advert.url,
  }
  if (!shown) return null
  return (
    <div className="feed-advert raised-card">
      <TrackedAdvertLink
        advert={tracked}
        routeUrl={payload.url}
        className="feed-advert__link"
        data={{ 'data-feed-advert-id': advert.advertID }}
      >
        <img
          {...responsiveImage(advert.imageData.key, IMAGE_SIZES.advert, CARD_GRID_SIZES)}
          alt={advert.title}
          width={IMAGE_SIZES.advert.width}
          height={IMAGE_SIZES.advert.height}
          loading="lazy"
          decoding="async"
        />
      </TrackedAdvertLink>
      <p className="feed-advert__label">{t('advert.label')}</p>
    </div>
  )
}
