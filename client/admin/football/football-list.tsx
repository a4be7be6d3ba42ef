import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { type ReactNode, useMemo, useState } from 'react'
import { FOOTBALL_PAGE_SIZES } from '../../../shared/schemas/admin-football-fields'
import { errorText } from '../admin-api'
import { ListPaging } from '../list-paging'
import { useAdminData } from '../use-admin-data'
import { AdminTable } from '../admin-table'

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
  return (
    <div>
      {filters}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      <AdminTable
        table={table}
        region={caption}
        caption={
          <>
            {caption}, {total} found
          </>
        }
        busy={state.status === 'loading'}
      />
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'ready' && rows.length === 0 ? <p className="admin-empty">Nothing matches.</p> : null}
      <ListPaging
        label={`Pages of ${caption.toLowerCase()}`}
        page={paging.page}
        size={paging.size}
        total={total}
        sizes={FOOTBALL_PAGE_SIZES}
        onChange={(next) => setPaging((p) => ({ ...p, ...next }))}
      />
    </div>
  )
}
