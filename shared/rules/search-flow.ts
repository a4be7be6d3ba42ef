/**
 * SPEC §4.9 search flow of the overlay: a new term resets to page 0;
 * changing the filter or the sort re-runs the search when a term exists;
 * previous and next are clamped to the page range.
 */
import { clampPage } from './pagination-window'
import type { SearchFilter } from './news-search-query'

export type SearchSort = 'date' | 'relevance'

export interface SearchFlowState {
  term: string
  filter: SearchFilter
  sort: SearchSort
  /** 0-based */
  page: number
  totalPages: number
}

export type SearchFlowEvent =
  | { type: 'term'; term: string }
  | { type: 'filter'; filter: SearchFilter }
  | { type: 'sort'; sort: SearchSort }
  | { type: 'page'; page: number }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'results'; totalPages: number }

/** What the overlay does next: run a search for the state, or nothing. */
export type SearchFlowEffect = 'search' | 'none'

export const INITIAL_SEARCH: SearchFlowState = { term: '', filter: 'all', sort: 'date', page: 0, totalPages: 0 }

export function hasTerm(state: SearchFlowState): boolean {
  return state.term.trim() !== ''
}

/**
 * Whether two states ask for the same results apart from the page: then a search between them is
 * a page move, and the overlay keeps the shown results (and the focused pager button) mounted
 * while the next page loads.
 */
export function sameQuery(a: SearchFlowState, b: SearchFlowState): boolean {
  return a.term.trim() === b.term.trim() && a.filter === b.filter && a.sort === b.sort
}

/**
 * The page count the client offers: every page of `found` results, but no page whose first
 * result lies past `maxStart`, the deepest offset the API serves (so no page button answers 400).
 */
export function reachablePageCount(found: number, pageSize: number, maxStart: number): number {
  if (!(found > 0) || !(pageSize > 0)) return 0
  const pages = Math.ceil(found / pageSize)
  const reachable = Math.max(0, Math.floor(maxStart / pageSize)) + 1
  return Math.min(pages, reachable)
}

export function searchFlow(state: SearchFlowState, event: SearchFlowEvent): { state: SearchFlowState; effect: SearchFlowEffect } {
  switch (event.type) {
    case 'term': {
      if (event.term.trim() === state.term.trim()) return { state: { ...state, term: event.term }, effect: 'none' }
      const next = { ...state, term: event.term, page: 0, totalPages: 0 }
      return { state: next, effect: hasTerm(next) ? 'search' : 'none' }
    }
    case 'filter':
    case 'sort': {
      const next = event.type === 'filter' ? { ...state, filter: event.filter, page: 0 } : { ...state, sort: event.sort, page: 0 }
      const changed = next.filter !== state.filter || next.sort !== state.sort
      return { state: changed ? next : state, effect: changed && hasTerm(next) ? 'search' : 'none' }
    }
    case 'page':
    case 'previous':
    case 'next': {
      const wanted = event.type === 'page' ? event.page : event.type === 'previous' ? state.page - 1 : state.page + 1
      const page = clampPage(wanted, state.totalPages)
      if (page === state.page || !hasTerm(state)) return { state, effect: 'none' }
      return { state: { ...state, page }, effect: 'search' }
    }
    case 'results':
      return { state: { ...state, totalPages: Math.max(0, Math.floor(event.totalPages)) }, effect: 'none' }
  }
}
