import { useState } from 'react'
import type { AdminSponsor, AdminSponsorSlot } from '../../../shared/schemas/admin-sponsors'
import { apiSend, errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { scrollRegion } from '../scroll-region'

type List<T> = { data: Array<{ attributes: T }> }

const SECTION_NAMES: Record<AdminSponsorSlot['sectionId'], string> = {
  'news-listing': 'News listing',
  'fixtures-page': 'Fixtures page',
  'loading-screen': 'Loading screen',
  'match-centre': 'Match centre',
  'player-of-the-match': 'Player of the match',
  'homepage-news': 'Home page news',
}

/**
 * Issue 19 §6: the section sponsor slots (SPEC §3, one per section and
 * channel): which sponsor each shows and whether it is on. Each row saves on
 * its own with the version it was shown at.
 */
export function SponsorSlotsTab() {
  const [status, setStatus] = useState('')
  const slotData = useAdminData<List<AdminSponsorSlot>>('/api/admin/sponsor-slots?size=100')
  const slots = slotData.state
  const sponsors = useAdminData<List<AdminSponsor>>('/api/admin/sponsors?size=100').state
  if (slots.status === 'failed') return <p role="alert">{errorText(slots.errors)}</p>
  if (slots.status !== 'ready') return <p role="status">Loading the slots…</p>
  const choices = sponsors.status === 'ready' ? sponsors.data.data.map((d) => d.attributes) : []

  const save = async (slot: AdminSponsorSlot, change: Partial<AdminSponsorSlot>) => {
    const { id, version, ...fields } = { ...slot, ...change }
    const result = await apiSend('PUT', `/api/admin/sponsor-slots/${id}`, {
      data: { type: 'sponsorSlot', attributes: fields, meta: { version } },
    })
    setStatus(
      result.ok
        ? `Saved the ${SECTION_NAMES[slot.sectionId]} (${slot.type}) slot.`
        : result.status === 409
          ? 'Someone else changed this slot first: the list shows it as stored now.'
          : errorText(result.errors),
    )
    slotData.reload()
  }

  return (
    <div>
      <p role="status" className="admin-status">
        {status}
      </p>
      <div className="admin-table-wrap" {...scrollRegion('Section slots')}>
        <table className="admin-table">
          <caption className="visually-hidden">Section sponsor slots</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Channel</th>
              <th scope="col">Sponsor</th>
              <th scope="col">On</th>
            </tr>
          </thead>
          <tbody>
            {slots.data.data.map(({ attributes: slot }) => (
              <tr key={slot.id}>
                <th scope="row">{SECTION_NAMES[slot.sectionId]}</th>
                <td>{slot.type}</td>
                <td>
                  <label className="visually-hidden" htmlFor={`slot-sponsor-${slot.id}`}>
                    Sponsor of the {SECTION_NAMES[slot.sectionId]} {slot.type} slot
                  </label>
                  <select
                    id={`slot-sponsor-${slot.id}`}
                    value={slot.sponsorId ?? ''}
                    onChange={(event) => void save(slot, { sponsorId: event.target.value === '' ? null : Number(event.target.value) })}
                  >
                    <option value="">None</option>
                    {choices.map((sponsor) => (
                      <option key={sponsor.id} value={sponsor.id}>
                        {sponsor.adminName}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${SECTION_NAMES[slot.sectionId]} ${slot.type} slot on`}
                    checked={slot.active}
                    onChange={(event) => void save(slot, { active: event.target.checked })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
