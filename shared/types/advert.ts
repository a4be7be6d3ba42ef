/**
 * SPEC §3 adverts other than the footer (v1) and footer-slot adverts (those are in site.ts):
 * the "Advert (other)" and the aggregated-feed advert. §9.5 names the ad sizes.
 */

/** SPEC §9.5 ad sizes (mpu 300 px, banner 728 px, large banner 1000 px) and the feed's 'content-feed'. */
export type AdvertImageSize = 'mpu' | 'banner' | 'large-banner' | 'content-feed'

export interface AdvertImage {
  key: string
  imageSize: AdvertImageSize
}

/** SPEC §3 Advert (other): advertTitle, childFriendly, advertData with url and mobile/desktop images. */
export interface Advert {
  advertID: number
  advertTitle: string
  childFriendly: boolean
  /** Where the advert goes on the site; '' is anywhere. */
  placement: string
  advertData: {
    url: string
    images: { mobile: AdvertImage; desktop: AdvertImage }
  }
}

/** SPEC §3: the aggregated-feed advert takes title, url and imageData.key, at image size 'content-feed'. */
export interface FeedAdvert {
  advertID: number
  title: string
  url: string
  childFriendly: boolean
  imageData: { key: string; imageSize: 'content-feed' }
  /** Its SPEC §5 window (ISO UTC): a cached page carries it, and the browser hides the advert once it has ended. */
  startUTC: string
  endUTC: string
}
