import { describe, expect, it } from 'vitest'
import {
  INITIAL_SEARCH,
  reachablePageCount,
  type SearchFlowEvent,
  type SearchFlowState,
  sameQuery,
  searchFlow,
} from '../../shared/rules/search-flow'
import { MAX_SEARCH_START, NEWS_SEARCH_SIZE } from '../../shared/schemas/search-limits'

const withTerm: SearchFlowState = { ...INITIAL_SEARCH, term: 'town', page: 2, totalPages: 5 }

describe('searchFlow follows SPEC §4.9', () => {
  it.each<[string, SearchFlowState, SearchFlowEvent, Partial<SearchFlowState>, 'search' | 'none']>([
    ['a new term resets to page 0 and searches', withTerm, { type: 'term', term: 'ipswich' }, { term: 'ipswich', page: 0 }, 'search'],
    ['clearing the term does not search', withTerm, { type: 'term', term: '' }, { term: '', page: 0 }, 'none'],
    ['the same term with spaces is not new', withTerm, { type: 'term', term: 'town ' }, { page: 2 }, 'none'],
    ['changing the filter with a term re-runs', withTerm, { type: 'filter', filter: 'exact' }, { filter: 'exact', page: 0 }, 'search'],
    ['changing the sort with a term re-runs', withTerm, { type: 'sort', sort: 'relevance' }, { sort: 'relevance', page: 0 }, 'search'],
    ['changing the filter without a term does not', INITIAL_SEARCH, { type: 'filter', filter: 'exact' }, { filter: 'exact' }, 'none'],
    ['choosing the same sort does nothing', withTerm, { type: 'sort', sort: 'date' }, { page: 2 }, 'none'],
    ['next moves one page on', withTerm, { type: 'next' }, { page: 3 }, 'search'],
    ['previous moves one page back', withTerm, { type: 'previous' }, { page: 1 }, 'search'],
    ['next is clamped at the last page', { ...withTerm, page: 4 }, { type: 'next' }, { page: 4 }, 'none'],
    ['previous is clamped at the first page', { ...withTerm, page: 0 }, { type: 'previous' }, { page: 0 }, 'none'],
    ['a page button past the end is clamped', withTerm, { type: 'page', page: 99 }, { page: 4 }, 'search'],
    ['results record the page count', withTerm, { type: 'results', totalPages: 7 }, { totalPages: 7 }, 'none'],
  ])('%s', (_name, before, event, expected, effect) => {
    const result = searchFlow(before, event)
    expect(result.state).toMatchObject(expected)
    expect(result.effect).toBe(effect)
  })
})

describe('sameQuery tells a page move from a new search', () => {
  it.each<[string, Partial<SearchFlowState>, boolean]>([
    ['another page', { page: 4 }, true],
    ['another page count', { totalPages: 9 }, true],
    ['the same term with spaces', { term: ' town ' }, true],
    ['another term', { term: 'ipswich' }, false],
    ['another filter', { filter: 'exact' }, false],
    ['another sort', { sort: 'relevance' }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(sameQuery(withTerm, { ...withTerm, ...change })).toBe(expected)
  })
})

describe('reachablePageCount keeps page buttons within the API start cap', () => {
  it.each<[string, number, number, number, number]>([
    ['no results', 0, 8, 10_000, 0],
    ['fewer than a page', 3, 8, 10_000, 1],
    ['exactly two pages', 16, 8, 10_000, 2],
    ['a part page', 17, 8, 10_000, 3],
    ['the last reachable page starts at the cap', 10_008, 8, 10_000, 1251],
    ['pages past the cap are dropped', 10_000_000, 8, 10_000, 1251],
    ['a cap between page starts', 100, 10, 25, 3],
    ['a negative count', -5, 8, 10_000, 0],
    ['a page size of 0', 10, 0, 10_000, 0],
    ['not a number', Number.NaN, 8, 10_000, 0],
  ])('%s: found %d, size %d, cap %d → %d pages', (_name, found, size, cap, expected) => {
    expect(reachablePageCount(found, size, cap)).toBe(expected)
  })

  it('the last page it offers for news is a start the API accepts', () => {
    const pages = reachablePageCount(1_000_000, NEWS_SEARCH_SIZE, MAX_SEARCH_START)
    expect((pages - 1) * NEWS_SEARCH_SIZE).toBeLessThanOrEqual(MAX_SEARCH_START)
    expect(pages * NEWS_SEARCH_SIZE).toBeGreaterThan(MAX_SEARCH_START)
  })
})
