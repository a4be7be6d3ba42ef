import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { type ReactNode, useMemo, useState } from 'react'
import { FOOTBALL_PAGE_SIZES } from '../../../shared/schemas/admin-football-fields'
import { errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { scrollRegion } from '../scroll-region'

interface ListBody<T> {
  data: { id: string; attributes: T }[]
  meta?: { total: number; page: number; size: number }
}

/**
 * Issue 19 §4: the football lists (players, fixtures). The server filters and
 * pages in D1 (the table is told so); the table lays out the page it is given
 * and scrolls inside its own wrapper on a phone.
 */
export function FootballList<T extends { id: number }>({
  caption,
  url,
  columns,
  filters,
}: {
  caption: string
  /** The list's URL for a page and a size (the filters are the caller's). */
  url: (page: number, size: number) => string
  columns: ColumnDef<T>[]
  filters?: ReactNode
}) {
  const [paging, setPaging] = useState({ page: 1, size: 25 })
  const address = url(paging.page, paging.size)
  // A new filter (a new address for page 1) starts again on the first page.
  const [lastFilter, setLastFilter] = useState(url(1, paging.size))
  if (lastFilter !== url(1, paging.size)) {
    setLastFilter(url(1, paging.size))
    setPaging((p) => ({ ...p, page: 1 }))
  }
  const { state } = useAdminData<ListBody<T>>(address)
  const rows = useMemo(() => (state.status === 'ready' ? state.data.data.map((item) => item.attributes) : []), [state])
  const total = state.status === 'ready' ? (state.data.meta?.total ?? rows.length) : 0
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    rowCount: total,
    state: { pagination: { pageIndex: paging.page - 1, pageSize: paging.size } },
    getRowId: (row) => String(row.id),
  })
  const pages = Math.max(1, Math.ceil(total / paging.size))
  return (
    <div>
      {filters}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      <div className="admin-table-wrap" {...scrollRegion(caption)}>
        <table className="admin-table" aria-busy={state.status === 'loading'}>
          <caption className="visually-hidden">
            {caption}, {total} found
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'ready' && rows.length === 0 ? <p className="admin-empty">Nothing matches.</p> : null}
      <nav className="admin-paging" aria-label={`Pages of ${caption.toLowerCase()}`}>
        <button
          type="button"
          className="admin-button"
          disabled={paging.page <= 1}
          onClick={() => setPaging((p) => ({ ...p, page: p.page - 1 }))}
        >
          Previous
        </button>
        <span>
          Page {Math.min(paging.page, pages)} of {pages}
        </span>
        <button
          type="button"
          className="admin-button"
          disabled={paging.page >= pages}
          onClick={() => setPaging((p) => ({ ...p, page: p.page + 1 }))}
        >
          Next
        </button>
        <label className="admin-paging__size">
          Rows per page{' '}
          <select value={paging.size} onChange={(event) => setPaging({ size: Number(event.target.value), page: 1 })}>
            {FOOTBALL_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  )
}
