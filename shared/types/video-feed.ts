/** SPEC §3, §7: the video feed sections and categories APIs, as our client and tests read them. */
import type { VideoListItem } from './video'

/** Where a section's items come from (feed_sections.source). */
export type FeedSectionSource = 'latest' | 'category' | 'channel' | 'live' | 'packages' | 'faqs'

/** A live stream asset of the match being played now, as a card on /live (SPEC §3 stream asset). */
export interface LiveAssetItem {
  id: string
  title: string
  description: string
  contentKind: 'audio' | 'video'
  /** The match it covers, e.g. 'Town v Rovers'. */
  matchLabel: string
  posterImageUrl: string | null
  /** SPEC §2.1 live player route: /live/{mediaType}/{assetID}. */
  path: string
}

export interface FeedSection {
  id: string
  title: string
  /** The section key ('current', 'fallback', 'interviews', …) that answered. */
  section: string
  source: FeedSectionSource
  /** SPEC §7: sections[0].itemData is the video list. Empty for live, packages and FAQ sections. */
  itemData: VideoListItem[]
  /** Live sections: the live match's stream assets. */
  liveItems?: LiveAssetItem[]
  /** Items the section has in all (itemData is one page of them). */
  total: number
  /** A page that lists the whole section (its category or channel), when there is one. */
  moreUrl: string | null
}

/** GET /api/videos/feed/{feedId}/sections/ */
export interface FeedSectionsResponse {
  sections: FeedSection[]
}

export interface VideoCategoryAttributes {
  name: string
  orderPosition: number
  slug: string
  /** SPEC §9.5: category card images 400 by 600. */
  imageUrl: string | null
  description: string
}

/** GET /api/videos/categories, ordered by orderPosition (SPEC §3). */
export interface VideoCategoriesResponse {
  data: Array<{ id: string; type: 'videoCategory'; attributes: VideoCategoryAttributes }>
}
