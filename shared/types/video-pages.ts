/** Page data of the video hub's routes (SPEC §2.1 /videos, /live, /videos/*), in the streamer layout. */
import type { PackagesWidgetSettings } from './commerce'
import type { BrowseCategory, BrowseFilters } from '../rules/browse-filters'
import type { Chapter } from '../rules/replay-chapters'
import type { VideoSearchResult } from './search'
import type { LivePlayerPage, NextStreamedMatch } from './stream'
import type { LiveUpgradeData, VideoListItem } from './video'
import type { FeedSection } from './video-feed'

/** The top of /videos: the service's name and what it offers, and the newest video to start with. */
export interface VideoHero {
  title: string
  text: string
  featured: VideoListItem | null
}

/** /videos (feed 1 LATEST) and /live (feed 2): one rail per section of the feed. */
export interface VideoFeedPage {
  kind: 'videoFeed'
  feedId: 1 | 2
  /** The feed's page name (SPEC §3): 'LATEST', 'LIVE'. */
  heading: string
  hero: VideoHero | null
  sections: FeedSection[]
  /** SPEC §4.3 rule 4: the configured flag for videos with no entitlements. */
  lockEmptyEntitlements: boolean
  /** /live: the next match with live streams that has not started, for "Ready for kick-off?" (issue 10 §8). */
  nextStreamed: NextStreamedMatch | null
  /** /live: the SPEC §2.10 live upgrade notice (§3 liveUpgradeData); null on /videos. */
  liveUpgrade: LiveUpgradeData | null
}

/** /videos/subscriptions (feed 3): its heading and the packages section, whose widget comes with buying. */
export interface VideoSubscriptionsPage {
  kind: 'videoSubscriptions'
  heading: string
  section: { title: string; anchor: 'packages' }
  brandName: string
  /** SPEC §3 packages widget data (site_settings 'packagesWidget'); null keeps the catalogue's texts. */
  widget: PackagesWidgetSettings | null
}

/** /videos/browse: 'BROWSE' with its filters and the first page of results. */
export interface VideoBrowsePage {
  kind: 'videoBrowse'
  filters: BrowseFilters
  categories: BrowseCategory[]
  /** The video search's results (SPEC §7 second provider: newest release first). */
  items: VideoSearchResult[]
  total: number
  /** 1-based page these items are. */
  page: number
  pageSize: number
  lockEmptyEntitlements: boolean
}

/** /videos/categories: 'CATEGORIES', SPEC §2.10 category cards in orderPosition order. */
export interface VideoCategoriesPage {
  kind: 'videoCategories'
  categories: Array<{
    slug: string
    name: string
    description: string
    imageKey: string | null
    url: string
    titleVisibility: 'show' | 'hide'
  }>
}

/** /videos/channel/{slug} and /videos/player/{slug}: one channel's or category's videos. */
export interface VideoCollectionPage {
  kind: 'videoCollection'
  /** channel: the channel's page; player: a playlist whose cards open the player with this section. */
  view: 'channel' | 'player'
  collection: { type: 'channel' | 'category'; slug: string; name: string; description: string; imageKey: string | null }
  items: VideoListItem[]
  total: number
  page: number
  pageSize: number
  lockEmptyEntitlements: boolean
}

/** /videos/{videoID}: one entry, with what the player needs to open at once. */
export interface VideoEntryPage {
  kind: 'videoEntry'
  video: {
    item: VideoListItem
    description: string
    releaseFrom: string
    /** url: the category's browse page (shared/rules/browse-filters.ts browsePath), made by the server so the page's code needs no part of the rule (issue 22 §3). */
    category: { slug: string; name: string; url: string } | null
    channel: { slug: string; name: string } | null
    teamName: string | null
    seasonName: string | null
    /** Issue 20 §4: a full match replay's chapters, in order ([] for other entries). */
    chapters: Chapter[]
  }
  /** SPEC §2.6 sidebar: the section the player lists beside it (the category), or null for 'Latest'. */
  section: string | null
  /** SPEC §9.4: the sidebar's page, 10 of the same category. */
  related: VideoListItem[]
  lockEmptyEntitlements: boolean
}

export type VideoPageData =
  | VideoFeedPage
  | LivePlayerPage
  | VideoSubscriptionsPage
  | VideoBrowsePage
  | VideoCategoriesPage
  | VideoCollectionPage
  | VideoEntryPage
