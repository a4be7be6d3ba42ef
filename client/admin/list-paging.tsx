/** Where a paged back-office list is: the page (1-based) and how many rows a page holds. */
export interface ListPage {
  page: number
  size: number
}

/**
 * Previous, next, where we are, and how many rows a page holds: one control
 * for every list the server pages (news, videos). `label` names what is paged
 * ('Pages of articles'); `sizes` are the sizes the list's API accepts.
 */
export function ListPaging({
  query,
  total,
  sizes,
  label,
  onChange,
}: {
  query: ListPage
  total: number
  sizes: readonly number[]
  label: string
  onChange: (next: Partial<ListPage>) => void
}) {
  const pages = Math.max(1, Math.ceil(total / query.size))
  return (
    <nav className="admin-paging" aria-label={label}>
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
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}
