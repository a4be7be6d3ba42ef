import { IMAGE_SIZES, imageUrl } from '../../../shared/images'
import type { VideoSearchResult } from '../../../shared/types/search'
import type { VideoListItem } from '../../../shared/types/video'

/** What a video card shows, from a feed's list item or a search result (SPEC §3). */
export interface VideoCardData {
  id: string
  entryId: string
  title: string
  durationSeconds: number
  entitlements: readonly string[]
  thumbnailSrc: string
}

/** Feed list items already carry the §9.5 thumbnail at width 300. */
export function cardFromListItem(video: VideoListItem): VideoCardData {
  return {
    id: video.id,
    entryId: video.mediaData.entryId,
    title: video.metaData.title,
    durationSeconds: video.metaData.VideoDuration,
    entitlements: video.metaData.SysEntryEntitlements,
    thumbnailSrc: video.mediaData.thumbnailUrl,
  }
}

/** Search results carry the image's own address; cards ask for width 300 (SPEC §9.5). */
export function cardFromSearchResult(video: VideoSearchResult): VideoCardData {
  return {
    id: video.id,
    entryId: video.mediaData.entryId,
    title: video.metaData.title,
    durationSeconds: video.metaData.VideoDuration,
    entitlements: video.metaData.SysEntryEntitlements,
    thumbnailSrc: imageUrl(video.mediaData.thumbnailUrl, IMAGE_SIZES.videoThumbnail),
  }
}
