import { describe, expect, it } from 'vitest'
import { INITIAL_SEARCH, type SearchFlowEvent, type SearchFlowState, searchFlow } from '../../shared/rules/search-flow'

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
