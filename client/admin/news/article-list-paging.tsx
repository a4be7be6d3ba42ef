import { ARTICLE_PAGE_SIZES } from '../../../shared/schemas/admin-articles'
import type { ArticleListQuery } from './article-list-query'

/** Previous, next, where we are, and how many rows a page holds. */
export function ArticleListPaging({
  query,
  total,
  onChange,
}: {
  query: ArticleListQuery
  total: number
  onChange: (next: Partial<ArticleListQuery>) => void
}) {
  const pages = Math.max(1, Math.ceil(total / query.size))
  return (
    <nav className="admin-paging" aria-label="Pages of articles">
      <button type="button" className="admin-button" disabled={query.page <= 1} onClick={() => onChange({ page: query.page - 1 })}>
        Previous
      </button>
      <span>
        Page {Math.min(query.page, pages)} of {pages}
      </span>
      <button type="button" className="admin-button" disabled={query.page >= pages} onClick={() => onChange({ page: query.page + 1 })}>
        Next
      </button>
      <label className="admin-paging__size">
        Rows per page{' '}
        <select value={query.size} onChange={(event) => onChange({ size: Number(event.target.value), page: 1 })}>
          {ARTICLE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}
