import { useState } from 'react'
import type { AdminSponsor, AdminSponsorRow } from '../../../shared/schemas/admin-sponsors'
import { apiSend, errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { SponsorForm } from './sponsor-form'
import { SponsorRowForm } from './sponsor-row-form'
import { SponsorRowOrder } from './sponsor-row-order'

type List<T> = { data: Array<{ attributes: T }> }

/** Issue 19 §6: the footer's sponsor rows with their sponsors in order, and the sponsor form. */
export function SponsorsTab() {
  const [editing, setEditing] = useState<AdminSponsor | null>(null)
  const [editingRow, setEditingRow] = useState<AdminSponsorRow | null>(null)
  const [status, setStatus] = useState('')
  const remove = async (kind: 'sponsors' | 'sponsor-rows', item: { id: number; version: number }, name: string) => {
    if (!window.confirm(`Delete '${name}'? It leaves the site at once.`)) return
    const result = await apiSend('DELETE', `/api/admin/${kind}/${item.id}`, { version: item.version })
    setStatus(result.ok ? `Deleted '${name}'.` : errorText(result.errors))
    setEditing(null)
    setEditingRow(null)
    reload()
  }
  // A club has a handful of rows and a few dozen sponsors: the largest page (100) holds them.
  const rowData = useAdminData<List<AdminSponsorRow>>('/api/admin/sponsor-rows?size=100')
  const sponsorData = useAdminData<List<AdminSponsor>>('/api/admin/sponsors?size=100')
  const rows = rowData.state
  const sponsors = sponsorData.state
  const reload = () => {
    rowData.reload()
    sponsorData.reload()
  }
  if (rows.status === 'failed' || sponsors.status === 'failed') {
    return <p role="alert">{errorText(rows.status === 'failed' ? rows.errors : sponsors.status === 'failed' ? sponsors.errors : [])}</p>
  }
  if (rows.status !== 'ready' || sponsors.status !== 'ready') return <p role="status">Loading the sponsors…</p>
  const allRows = rows.data.data.map((d) => d.attributes)
  const allSponsors = sponsors.data.data.map((d) => d.attributes)
  const loose = allSponsors.filter((s) => s.rowId === null)
  return (
    <div>
      <SponsorForm
        key={editing ? `${editing.id}-${editing.version}` : 'new'}
        item={editing}
        rows={allRows}
        onSaved={() => {
          setEditing(null)
          reload()
        }}
      />
      {editing ? (
        <button type="button" className="admin-button" onClick={() => setEditing(null)}>
          Add a new sponsor instead
        </button>
      ) : null}
      <SponsorRowForm
        key={editingRow ? `row-${editingRow.id}-${editingRow.version}` : 'new-row'}
        item={editingRow}
        onSaved={() => {
          setEditingRow(null)
          reload()
        }}
      />
      <p role="status" className="admin-status">
        {status}
      </p>
      <h2>Rows, in footer order</h2>
      {allRows.map((row) => (
        <SponsorRowOrder
          key={row.id}
          row={row}
          sponsors={allSponsors.filter((s) => s.rowId === row.id)}
          onEdit={setEditing}
          onEditRow={() => setEditingRow(row)}
          onDelete={(sponsor) => void remove('sponsors', sponsor, sponsor.title)}
          onDeleteRow={() => void remove('sponsor-rows', row, row.adminName)}
          onChanged={reload}
        />
      ))}
      {loose.length > 0 ? (
        <section className="admin-panel" aria-labelledby="loose-sponsors">
          <h3 id="loose-sponsors">Sponsors without a row</h3>
          <ul className="admin-list">
            {loose.map((sponsor) => (
              <li key={sponsor.id}>
                {sponsor.title}{' '}
                <button type="button" className="admin-button admin-button--small" onClick={() => setEditing(sponsor)}>
                  Edit<span className="visually-hidden"> {sponsor.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
