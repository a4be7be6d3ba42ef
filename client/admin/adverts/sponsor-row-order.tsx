import { useState } from 'react'
import type { AdminSponsor, AdminSponsorRow } from '../../../shared/schemas/admin-sponsors'
import { moveAnnouncement, moveItem } from '../../../shared/rules/list-order'
import { apiSend, errorText } from '../admin-api'

/**
 * Issue 19 §6: a sponsor row's sponsors in their footer order, moved with
 * buttons (keyboard reachable) and saved at once as one versioned change.
 */
export function SponsorRowOrder({
  row,
  sponsors,
  onEdit,
  onEditRow,
  onDelete,
  onDeleteRow,
  onChanged,
}: {
  row: AdminSponsorRow
  sponsors: AdminSponsor[]
  onEdit: (sponsor: AdminSponsor) => void
  onEditRow: () => void
  onDelete: (sponsor: AdminSponsor) => void
  onDeleteRow: () => void
  onChanged: () => void
}) {
  const [status, setStatus] = useState('')
  const move = async (index: number, by: -1 | 1) => {
    const moved = sponsors[index]
    const { outcome, items: order } = moveItem(sponsors, index, index + by)
    if (!moved || outcome === 'unchanged') return
    const result = await apiSend('POST', `/api/admin/sponsor-rows/${row.id}/order`, {
      order: order.map((s) => ({ id: s.id, version: s.version })),
    })
    setStatus(result.ok ? moveAnnouncement(moved.title, index + by + 1, order.length) : errorText(result.errors))
    onChanged()
  }
  return (
    <section className="admin-panel" aria-labelledby={`sponsor-row-${row.id}`}>
      <h3 id={`sponsor-row-${row.id}`}>
        {row.adminName}{' '}
        <span className="admin-meta">
          ({row.sponsorSize} logos, {row.published ? 'published' : 'hidden'})
        </span>
      </h3>
      <div className="admin-actions">
        <button type="button" className="admin-button admin-button--small" onClick={onEditRow}>
          Edit row<span className="visually-hidden"> {row.adminName}</span>
        </button>
        <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={onDeleteRow}>
          Delete row<span className="visually-hidden"> {row.adminName} (its sponsors stay, without a row)</span>
        </button>
      </div>
      {sponsors.length === 0 ? <p className="admin-empty">No sponsors in this row.</p> : null}
      <ol className="admin-list">
        {sponsors.map((sponsor, index) => (
          <li key={sponsor.id}>
            {sponsor.title} {sponsor.published ? null : <span className="admin-meta">(hidden)</span>}
            <div className="admin-actions">
              <button
                type="button"
                className="admin-button admin-button--small"
                disabled={index === 0}
                onClick={() => void move(index, -1)}
              >
                Move up<span className="visually-hidden"> {sponsor.title}</span>
              </button>
              <button
                type="button"
                className="admin-button admin-button--small"
                disabled={index === sponsors.length - 1}
                onClick={() => void move(index, 1)}
              >
                Move down<span className="visually-hidden"> {sponsor.title}</span>
              </button>
              <button type="button" className="admin-button admin-button--small" onClick={() => onEdit(sponsor)}>
                Edit<span className="visually-hidden"> {sponsor.title}</span>
              </button>
              <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => onDelete(sponsor)}>
                Delete<span className="visually-hidden"> {sponsor.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="admin-status">
        {status}
      </p>
    </section>
  )
}
