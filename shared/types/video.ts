/** SPEC §3 video list item, in the shape the video feed API returns. */
export interface VideoListItem {
  id: string
  metaData: { title: string; VideoDuration: number; SysEntryEntitlements: string[] }
  mediaData: { entryId: string; thumbnailUrl: string }
  publicationData: { createdAt: string }
}

/** SPEC §3 video service configuration: one of the four feeds. */
export interface VideoFeedConfig {
  id: number
  pageName: string
  slug: string
  enabled: boolean
}

/** SPEC §3 liveUpgradeData: the live upgrade notice and locked-video texts. */
export interface LiveUpgradeData {
  brandingBackground: string
  brandingTextColor: string
  buttonLink: string
  buttonText: string
  entitlementDisplayOverride: string
  imageKey: string
  lockedVideoMessage: string
  lockedVideoTitle: string
  requireLoginEntitlement: string
  requireUpgradeEntitlement: string
}

/** SPEC §3 video service configuration, stored as site_settings 'videoService'. */
export interface VideoServiceConfig {
  brandName: string
  supportEmail: string
  upgradeSlug: string
  fallbackImageKey: string
  heroImages: { desktopKey: string; mobileKey: string }
  heroMode: 'image' | 'carousel'
  logos: { lightKey: string; darkKey: string }
  openSearchConfig: 'basic'
  automaticSubtitles: boolean
  hideAdvertsFromVideos: boolean
  /** SPEC §4.3 step 4: what an empty entitlement list means. */
  lockEmptyEntitlements: boolean
  feeds: VideoFeedConfig[]
  provider: {
    monitoringEnvKey: string
    videoApiBase: string
    defaultLiveAudioAssetId: string | null
    defaultLiveVideoAssetId: string | null
  }
  categoryHero: { title: string; text: string; imageKey: string }
  liveUpgradeData: LiveUpgradeData
}
