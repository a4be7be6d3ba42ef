import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useEffect, useMemo, useRef, useState } from 'react'
import { errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { scrollRegion } from '../scroll-region'

const SIZE = 25

interface ListBody<T> {
  data: { id: string; attributes: T }[]
  meta: { total: number; page: number; size: number }
}

/**
 * Issue 19 §6: a list of adverts or sponsors, paged by the server (the table
 * is told so: manual pagination); it lays out the page it is given and
 * scrolls inside its own wrapper on a phone. `round` changes to read again.
 */
export function PagedTable<T extends { id: number }>({
  url,
  columns,
  caption,
  round,
}: {
  url: string
  columns: ColumnDef<T>[]
  caption: string
  round: number
}) {
  const [page, setPage] = useState(1)
  const { state, reload } = useAdminData<ListBody<T>>(`${url}?page=${page}&size=${SIZE}`)
  // A save or delete elsewhere on the screen moves `round` on: read the page again (not on the first render).
  const seenRound = useRef(round)
  useEffect(() => {
    if (seenRound.current === round) return
    seenRound.current = round
    reload()
  }, [round, reload])
  const rows = useMemo(() => (state.status === 'ready' ? state.data.data.map((item) => item.attributes) : []), [state])
  const total = state.status === 'ready' ? state.data.meta.total : 0
  const pages = Math.max(1, Math.ceil(total / SIZE))
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize: SIZE } },
    getRowId: (row) => String(row.id),
  })
  return (
    <div>
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      <div className="admin-table-wrap" {...scrollRegion(caption)}>
        <table className="admin-table" aria-busy={state.status === 'loading'}>
          <caption className="visually-hidden">
            {caption}, {total} in all
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
      {state.status === 'ready' && rows.length === 0 ? <p className="admin-empty">None yet.</p> : null}
      {pages > 1 ? (
        <nav className="admin-actions" aria-label={`${caption}: pages`}>
          <button type="button" className="admin-button admin-button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="admin-button admin-button--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </nav>
      ) : null}
    </div>
  )
}
