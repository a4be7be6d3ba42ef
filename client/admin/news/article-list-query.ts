import type { ARTICLE_LIST_SORTS, ARTICLE_LIST_STATES } from '../../../shared/schemas/admin-articles'

/** What the news list asks the server for (it sorts, filters and pages; issue 19 §2). */
export interface ArticleListQuery {
  page: number
  size: number
  sort: (typeof ARTICLE_LIST_SORTS)[number]
  dir: 'asc' | 'desc'
  state: (typeof ARTICLE_LIST_STATES)[number] | ''
  locale: 'en' | 'ar' | ''
  q: string
}

export const FIRST_QUERY: ArticleListQuery = { page: 1, size: 25, sort: 'updatedAt', dir: 'desc', state: '', locale: '', q: '' }

export function articleListUrl(query: ArticleListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size), sort: query.sort, dir: query.dir })
  if (query.state) params.set('state', query.state)
  if (query.locale) params.set('locale', query.locale)
  if (query.q.trim()) params.set('q', query.q.trim())
  return `/api/admin/articles?${params}`
}
