/**
 * SPEC §2.5, §4.9 video variant of the search overlay. Its term and page go through searchFlow
 * (shared/rules/search-flow.ts: a new term resets to page 0, 'Load more' is the next page); these
 * rules decide what it sends, how the loaded pages add up, whether 'Load more' is offered and which
 * count line it shows.
 */
import { MAX_VIDEO_SEARCH_PAGE_INDEX } from '../schemas/search-limits'
import type { VideoSearchResponse } from '../types/search'
import { searchWords } from './fuzzy-match'
import { reachablePageCount } from './search-flow'

/**
 * The term as the title search reads it (SPEC §5: words within one edit): its words, lower-cased and
 * space-joined. A term without words is '' and searches nothing; 'Town' and 'town ' are one term,
 * so retyping the same words neither re-runs the search nor resets the page.
 */
export function videoSearchTerm(text: string): string {
  return searchWords(text).join(' ')
}

/** The pages of `total` videos that 'Load more' can reach (the API serves pageIndex up to its cap). */
export function videoPageCount(total: number, pageSize: number): number {
  return reachablePageCount(total, pageSize, MAX_VIDEO_SEARCH_PAGE_INDEX * pageSize)
}

/**
 * Results shown after a page arrives: page 0 replaces what was shown, a later page is added to the
 * pages before it ('Load more'). A video already shown is not repeated if a new release moved it
 * from one page to the next in between.
 */
export function appendVideoPage(shown: VideoSearchResponse | undefined, next: VideoSearchResponse): VideoSearchResponse {
  if (!shown || next.meta.pageIndex === 0) return next
  const seen = new Set(shown.data.map((video) => video.id))
  return { data: [...shown.data, ...next.data.filter((video) => !seen.has(video.id))], meta: next.meta }
}

export type LoadMoreState = 'more' | 'end'

/** 'Load more' is offered while fewer videos are shown than found and another reachable page exists. */
export function loadMoreState(shown: number, total: number, pageIndex: number, pageCount: number): LoadMoreState {
  return shown < total && pageIndex + 1 < pageCount ? 'more' : 'end'
}

export type VideoCountLine = { kind: 'none' } | { kind: 'one' } | { kind: 'some'; shown: number; total: number }

/** SPEC §2.5 count line: 'No results', 'Showing 1 result' or 'Showing X of N results'. */
export function videoCountLine(total: number, shown: number): VideoCountLine {
  if (!(total > 0)) return { kind: 'none' }
  if (total === 1) return { kind: 'one' }
  return { kind: 'some', shown: Math.max(0, Math.min(shown, total)), total }
}
