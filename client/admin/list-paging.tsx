/** What the paging asks its list to change: a page, or a size (which starts again on page 1). */
export interface PagingChange {
  page?: number
  size?: number
}

/**
 * A back office list's paging (issue 19 §2, issue 20 §2): previous, next,
 * where we are, and how many rows a page holds. The list keeps the page and
 * size; `label` names the nav ("Pages of videos") for a screen reader.
 */
export function ListPaging({
  label,
  page,
  size,
  total,
  sizes,
  onChange,
}: {
  label: string
  page: number
  size: number
  total: number
  sizes: readonly number[]
  onChange: (next: PagingChange) => void
}) {
  const pages = Math.max(1, Math.ceil(total / size))
  return (
    <nav className="admin-paging" aria-label={label}>
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })}>
        Previous
      </button>
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" className="admin-button" disabled={page >= pages} onClick={() => onChange({ page: page + 1 })}>
        Next
      </button>
      <label className="admin-paging__size">
        Rows per page{' '}
        <select value={size} onChange={(event) => onChange({ size: Number(event.target.value), page: 1 })}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}
