import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { AdminPackage, PassMatchSummary } from '../../../shared/schemas/admin-packages'
import { errorText } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { useAdminData } from '../use-admin-data'
import { PackageForm } from './package-form'
import { scrollRegion } from '../scroll-region'

interface ListBody {
  data: { attributes: AdminPackage }[]
  meta: { total: number; page: number; passMatch: PassMatchSummary | null; paymentsMode: 'stripe' | 'sandbox' | 'off' }
}

const PAGE_SIZE = 50
const KINDS = { membership: 'Subscription', 'match-pass': 'Match pass' } as const
const money = (pence: number, currency: string) => `${(pence / 100).toFixed(2)} ${currency}`

const columns: ColumnDef<AdminPackage>[] = [
  { id: 'title', header: 'Title', cell: ({ row }) => <a href={`/admin/packages/${row.original.id}`}>{row.original.title}</a> },
  { id: 'kind', header: 'Kind', cell: ({ row }) => KINDS[row.original.packageType] },
  { id: 'sale', header: 'On sale', cell: ({ row }) => (row.original.published ? 'Yes' : 'No') },
  {
    id: 'prices',
    header: 'Prices',
    cell: ({ row }) =>
      row.original.prices.map((p) => `${money(p.amountPence, p.currency)}${p.interval ? ` a ${p.interval}` : ''}`).join('; ') || '–',
  },
  { id: 'purchases', header: 'Bought', cell: ({ row }) => row.original.purchases },
]

/** Issue 19 §6 (administrators): /admin/packages, /admin/packages/new and /admin/packages/{id}. */
export function PackagesPage({ itemID }: { itemID: string | null }) {
  if (itemID !== null) return <PackageForm key={itemID} id={itemID === 'new' ? null : itemID} />
  return <PackageList />
}

function PackageList() {
  const [page, setPage] = useState(1)
  const { state } = useAdminData<ListBody>(`/api/admin/packages?page=${page}`)
  const rows = useMemo(() => (state.status === 'ready' ? state.data.data.map((item) => item.attributes) : []), [state])
  const total = state.status === 'ready' ? state.data.meta.total : 0
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize: PAGE_SIZE } },
    getRowId: (row) => row.id,
  })
  const meta = state.status === 'ready' ? state.data.meta : null
  return (
    <div>
      <div className="admin-heading-row">
        <h1>Packages</h1>
        <a className="admin-button admin-button--primary" href="/admin/packages/new">
          New package
        </a>
      </div>
      {meta ? (
        <p className="admin-hint">
          {meta.passMatch
            ? `Match passes are on sale for the match against ${meta.passMatch.opponent}, ${londonDateTime(meta.passMatch.kickoff)} (the live first-team match, else the next one).`
            : 'No first-team match is coming up: match passes cannot be bought now.'}{' '}
          {meta.paymentsMode === 'sandbox'
            ? 'Buying runs in the sandbox here: Stripe price ids may be left empty.'
            : 'A price on sale needs its Stripe price id.'}
        </p>
      ) : null}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      <div className="admin-table-wrap" {...scrollRegion('Packages')}>
        <table className="admin-table" aria-busy={state.status === 'loading'}>
          <caption className="visually-hidden">Packages in the order supporters see them, {total} in all</caption>
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
      {total > PAGE_SIZE ? (
        <div className="admin-actions">
          <button type="button" className="admin-button" disabled={!table.getCanPreviousPage()} onClick={() => setPage((p) => p - 1)}>
            Previous page
          </button>
          <button type="button" className="admin-button" disabled={!table.getCanNextPage()} onClick={() => setPage((p) => p + 1)}>
            Next page
          </button>
        </div>
      ) : null}
    </div>
  )
}
