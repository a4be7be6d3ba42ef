import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { AdminPromo, PromoState } from '../../../shared/schemas/admin-promos'
import { apiSend, errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { PromoForm } from './promo-form'
import { scrollRegion } from '../scroll-region'

type ListBody = { data: { attributes: AdminPromo }[]; meta: { total: number } }

const STATES: Record<PromoState, string> = { off: 'Off', scheduled: 'Scheduled', showing: 'Showing now', ended: 'Ended' }
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`

/** Issue 19 §6 (administrators): the overlay promos, latest window first; edit one or add one. */
export function PromosPage() {
  const { state, reload } = useAdminData<ListBody>('/api/admin/promos')
  const [editing, setEditing] = useState<AdminPromo | null>(null)
  const [status, setStatus] = useState('')
  const rows = useMemo(() => (state.status === 'ready' ? state.data.data.map((item) => item.attributes) : []), [state])

  const columns = useMemo<ColumnDef<AdminPromo>[]>(() => {
    const remove = async (promo: AdminPromo) => {
      if (!window.confirm(`Delete the promo '${promo.title}'?`)) return
      const result = await apiSend('DELETE', `/api/admin/promos/${promo.id}`, { version: promo.version })
      setStatus(result.ok ? `Deleted '${promo.title}'.` : errorText(result.errors))
      setEditing((current) => (current?.id === promo.id ? null : current))
      reload()
    }
    return [
      { id: 'title', header: 'Name', cell: ({ row }) => row.original.title },
      { id: 'channel', header: 'Audience', cell: ({ row }) => row.original.channel },
      { id: 'window', header: 'Window', cell: ({ row }) => `${utc(row.original.startUtc)} to ${utc(row.original.endUtc)}` },
      { id: 'state', header: 'State', cell: ({ row }) => STATES[row.original.state] },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button--small" onClick={() => setEditing(row.original)}>
              Edit<span className="visually-hidden"> {row.original.title}</span>
            </button>
            <button
              type="button"
              className="admin-button admin-button--small admin-button--danger"
              onClick={() => void remove(row.original)}
            >
              Delete<span className="visually-hidden"> {row.original.title}</span>
            </button>
          </div>
        ),
      },
    ]
  }, [reload])
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.id) })

  return (
    <div>
      <div className="admin-heading-row">
        <h1>Promo overlays</h1>
        {editing ? (
          <button type="button" className="admin-button" onClick={() => setEditing(null)}>
            New promo
          </button>
        ) : null}
      </div>
      <PromoForm key={editing?.id ?? 'new'} promo={editing} onSaved={reload} />
      <p role="status" className="admin-status">
        {status}
      </p>
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      <div className="admin-table-wrap" {...scrollRegion('Promos')}>
        <table className="admin-table" aria-busy={state.status === 'loading'}>
          <caption className="visually-hidden">Promo overlays, latest window first</caption>
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
    </div>
  )
}
