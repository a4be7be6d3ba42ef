import { describe, expect, it } from 'vitest'
import { INITIAL_SEARCH, searchFlow } from '../../shared/rules/search-flow'
import {
  appendVideoPage,
  type LoadMoreState,
  loadMoreState,
  type VideoCountLine,
  videoCountLine,
  videoPageCount,
  videoSearchTerm,
} from '../../shared/rules/video-search-results'
import { MAX_VIDEO_SEARCH_PAGE_INDEX, VIDEO_SEARCH_PAGE_SIZE } from '../../shared/schemas/search-limits'
import type { VideoSearchResponse, VideoSearchResult } from '../../shared/types/search'

const video = (id: number): VideoSearchResult => ({
  id: String(id),
  mediaData: { entryId: `entry-${id}`, thumbnailUrl: `/images/videos/entry-${id}.svg` },
  metaData: { title: `Video ${id}`, SysEntryEntitlements: ['?'], VideoDuration: 60 },
  publicationData: { releaseFrom: '2026-01-01T00:00:00.000Z' },
})

const page = (pageIndex: number, ids: number[], total = 30): VideoSearchResponse => ({
  data: ids.map(video),
  meta: { total, pageIndex, pageSize: VIDEO_SEARCH_PAGE_SIZE, lockEmptyEntitlements: pageIndex % 2 === 0 },
})

describe('videoCountLine (SPEC §2.5 count line)', () => {
  it.each<[number, number, VideoCountLine]>([
    [0, 0, { kind: 'none' }],
    [-1, 0, { kind: 'none' }],
    [Number.NaN, 0, { kind: 'none' }],
    [1, 1, { kind: 'one' }],
    [2, 2, { kind: 'some', shown: 2, total: 2 }],
    [30, 12, { kind: 'some', shown: 12, total: 30 }],
    [30, 24, { kind: 'some', shown: 24, total: 30 }],
    [5, 9, { kind: 'some', shown: 5, total: 5 }],
  ])('total %d, shown %d → %j', (total, shown, expected) => {
    expect(videoCountLine(total, shown)).toEqual(expected)
  })
})

describe('loadMoreState', () => {
  it.each<[string, number, number, number, number, LoadMoreState]>([
    ['more found than shown', 12, 30, 0, 3, 'more'],
    ['the second page of three', 24, 30, 1, 3, 'more'],
    ['all shown', 30, 30, 2, 3, 'end'],
    ['nothing found', 0, 0, 0, 0, 'end'],
    ['the last reachable page', 12, 100_000, 0, 1, 'end'],
  ])('%s → %s', (_name, shown, total, pageIndex, pageCount, expected) => {
    expect(loadMoreState(shown, total, pageIndex, pageCount)).toBe(expected)
  })
})

describe('videoPageCount', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [12, 1],
    [13, 2],
    [1_000_000, MAX_VIDEO_SEARCH_PAGE_INDEX + 1],
  ])('%d videos → %d pages', (total, expected) => {
    expect(videoPageCount(total, VIDEO_SEARCH_PAGE_SIZE)).toBe(expected)
  })
})

describe('appendVideoPage', () => {
  it.each<[string, VideoSearchResponse | undefined, VideoSearchResponse, string[], number]>([
    ['the first page is shown as it is', undefined, page(0, [1, 2]), ['1', '2'], 0],
    ['page 0 replaces what was shown', page(1, [1, 2]), page(0, [7, 8]), ['7', '8'], 0],
    ['a later page is added after the shown pages', page(0, [1, 2]), page(1, [3, 4]), ['1', '2', '3', '4'], 1],
    ['a video moved onto the next page is not repeated', page(0, [1, 2]), page(1, [2, 3]), ['1', '2', '3'], 1],
  ])('%s', (_name, shown, next, ids, pageIndex) => {
    const result = appendVideoPage(shown, next)
    expect(result.data.map((v) => v.id)).toEqual(ids)
    expect(result.meta).toEqual(next.meta)
    expect(result.meta.pageIndex).toBe(pageIndex)
  })
})

describe('videoSearchTerm', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['?!*', ''],
    ['Town', 'town'],
    ['  Town   HIGHLIGHTS ', 'town highlights'],
    ['NEAR(a b)', 'near a b'],
  ])('%j → %j', (text, expected) => {
    expect(videoSearchTerm(text)).toBe(expected)
  })
})

describe('the video variant through searchFlow (SPEC §4.9)', () => {
  const loaded = (term: string, pageIndex: number, total: number) => ({
    ...INITIAL_SEARCH,
    term,
    page: pageIndex,
    totalPages: videoPageCount(total, VIDEO_SEARCH_PAGE_SIZE),
  })

  it.each([
    ['Load more asks for the next page', loaded('town', 0, 30), { type: 'next' } as const, 1, 'search'],
    ['Load more stops at the last page', loaded('town', 2, 30), { type: 'next' } as const, 2, 'none'],
    ['a new term starts again at page 0', loaded('town', 2, 30), { type: 'term', term: 'derby' } as const, 0, 'search'],
    ['the same words are not a new term', loaded('town', 2, 30), { type: 'term', term: videoSearchTerm(' TOWN ') } as const, 2, 'none'],
    ['a term without words clears the search', loaded('town', 2, 30), { type: 'term', term: videoSearchTerm('?!') } as const, 0, 'none'],
  ])('%s', (_name, state, event, expectedPage, effect) => {
    const result = searchFlow(state, event)
    expect(result.state.page).toBe(expectedPage)
    expect(result.effect).toBe(effect)
  })
})
