import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import type { AdminAdvert } from '../../../shared/schemas/admin-adverts'
import { apiSend, errorText } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { AdvertForm } from './advert-form'
import { PagedTable } from './paged-table'

/** Issue 19 §6: page and feed adverts ("Advert (other)", aggregated feed): list, add, edit, delete. */
export function PageAdverts() {
  const [round, setRound] = useState(0)
  const [editing, setEditing] = useState<AdminAdvert | null>(null)
  const [status, setStatus] = useState('')
  const reload = () => setRound((n) => n + 1)
  const remove = async (advert: AdminAdvert) => {
    if (!window.confirm(`Delete '${advert.title}'? It leaves the site at once.`)) return
    const result = await apiSend('DELETE', `/api/admin/adverts/${advert.id}`, { version: advert.version })
    setStatus(result.ok ? `Deleted '${advert.title}'.` : errorText(result.errors))
    setEditing(null)
    reload()
  }
  const columns: ColumnDef<AdminAdvert>[] = [
    { id: 'title', header: 'Advert', cell: ({ row }) => row.original.title },
    { id: 'kind', header: 'Kind', cell: ({ row }) => (row.original.kind === 'other' ? 'Page' : 'Feed') },
    { id: 'channel', header: 'Channel', cell: ({ row }) => row.original.channel || 'every' },
    {
      id: 'window',
      header: 'Window (London time)',
      cell: ({ row }) => (
        <span className="admin-nowrap">
          {londonDateTime(row.original.startUTC)} – {londonDateTime(row.original.endUTC)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="admin-actions">
          <button type="button" className="admin-button admin-button--small" onClick={() => setEditing(row.original)}>
            Edit<span className="visually-hidden"> {row.original.title}</span>
          </button>
          <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => void remove(row.original)}>
            Delete<span className="visually-hidden"> {row.original.title}</span>
          </button>
        </div>
      ),
    },
  ]
  return (
    <section aria-labelledby="page-adverts-title">
      <h2 id="page-adverts-title">Page and feed adverts</h2>
      <AdvertForm
        key={editing ? `${editing.id}-${editing.version}` : 'new'}
        item={editing}
        onSaved={() => {
          setEditing(null)
          reload()
        }}
      />
      <p role="status" className="admin-status">
        {status}
      </p>
      <PagedTable url="/api/admin/adverts" columns={columns} caption="Page and feed adverts" round={round} />
    </section>
  )
}
