/**
 * Search response shapes (SPEC §3 "News search hit" and "Video search result",
 * §7 news search: hits.found and hits.hit).
 */

export interface NewsSearchHit {
  /** The article id as a string, as search engines return document ids. */
  id: string
  fields: {
    slug: string
    title: string
    /** ISO 8601 UTC instant */
    published_date: string
    /** Category names, primary first. */
    categories: string[]
    /** The R2 key of the article image; '' when it has none. */
    imageData: { key: string }
  }
}

export interface NewsSearchResponse {
  hits: { found: number; start: number; hit: NewsSearchHit[] }
}

export interface VideoSearchResult {
  id: string
  mediaData: { entryId: string; thumbnailUrl: string }
  metaData: { title: string; SysEntryEntitlements: string[]; VideoDuration: number }
  publicationData: { releaseFrom: string }
}

export interface VideoSearchResponse {
  data: VideoSearchResult[]
  meta: { total: number; pageIndex: number; pageSize: number; lockEmptyEntitlements: boolean }
}
