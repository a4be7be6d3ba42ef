import { pictureKeyOfUrl } from '../../../shared/rules/video-picture'
import type { VideoSearchResult } from '../../../shared/types/search'
import type { VideoListItem } from '../../../shared/types/video'

/** What a video card shows, from a feed's list item or a search result (SPEC §3). */
export interface VideoCardData {
  id: string
  entryId: string
  title: string
  durationSeconds: number
  entitlements: readonly string[]
  /**
   * The thumbnail's key in the image library; cards ask for it at width 300 (SPEC §9.5) with a srcset.
   * Null: the video has no picture (issue 20 §5: the API's thumbnailUrl is ''), the card shows the placeholder.
   */
  thumbnailKey: string | null
}

/** Feed list items carry the §9.5 thumbnail's URL at width 300; the card makes its srcset from the key. */
export function cardFromListItem(video: VideoListItem): VideoCardData {
  return {
    id: video.id,
    entryId: video.mediaData.entryId,
    title: video.metaData.title,
    durationSeconds: video.metaData.VideoDuration,
    entitlements: video.metaData.SysEntryEntitlements,
    thumbnailKey: pictureKeyOfUrl(video.mediaData.thumbnailUrl),
  }
}

/** Search results carry the image's own address. */
export function cardFromSearchResult(video: VideoSearchResult): VideoCardData {
  return {
    id: video.id,
    entryId: video.mediaData.entryId,
    title: video.metaData.title,
    durationSeconds: video.metaData.VideoDuration,
    entitlements: video.metaData.SysEntryEntitlements,
    thumbnailKey: pictureKeyOfUrl(video.mediaData.thumbnailUrl),
  }
}
