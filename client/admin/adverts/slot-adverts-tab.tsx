import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import type { AdminSlotAdvert } from '../../../shared/schemas/admin-adverts'
import { apiSend, errorText } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { PagedTable } from './paged-table'
import { SlotAdvertForm } from './slot-advert-form'

/** Issue 19 §6: the footer slots' adverts: list (paged by the server), book one, edit or delete one. */
export function SlotAdvertsTab() {
  const [round, setRound] = useState(0)
  const [editing, setEditing] = useState<AdminSlotAdvert | null>(null)
  const [status, setStatus] = useState('')
  const reload = () => setRound((n) => n + 1)

  const remove = async (advert: AdminSlotAdvert) => {
    if (!window.confirm(`Delete '${advert.advertName}'? It leaves its slot at once.`)) return
    const result = await apiSend('DELETE', `/api/admin/slot-adverts/${advert.id}`, { version: advert.version })
    setStatus(result.ok ? `Deleted '${advert.advertName}'.` : errorText(result.errors))
    if (editing?.id === advert.id) setEditing(null)
    reload()
  }

  const columns: ColumnDef<AdminSlotAdvert>[] = [
    { id: 'name', header: 'Advert', cell: ({ row }) => row.original.advertName },
    { id: 'slot', header: 'Slot', cell: ({ row }) => row.original.slotId.replace('footerSlot', '') },
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
    { id: 'enabled', header: 'State', cell: ({ row }) => (row.original.enabled ? 'Enabled' : 'Disabled') },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="admin-actions">
          <button type="button" className="admin-button admin-button--small" onClick={() => setEditing(row.original)}>
            Edit<span className="visually-hidden"> {row.original.advertName}</span>
          </button>
          <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => void remove(row.original)}>
            Delete<span className="visually-hidden"> {row.original.advertName}</span>
          </button>
        </div>
      ),
    },
  ]

  return (
    <div>
      <SlotAdvertForm
        key={editing ? `${editing.id}-${editing.version}` : 'new'}
        item={editing}
        onSaved={() => {
          setEditing(null)
          reload()
        }}
      />
      {editing ? (
        <button type="button" className="admin-button" onClick={() => setEditing(null)}>
          Book a new advert instead
        </button>
      ) : null}
      <p role="status" className="admin-status">
        {status}
      </p>
      <PagedTable url="/api/admin/slot-adverts" columns={columns} caption="Footer slot adverts" round={round} />
    </div>
  )
}
