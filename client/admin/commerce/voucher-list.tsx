import { useState } from 'react'
import type { AdminVoucher, VoucherRedemptionRow } from '../../../shared/schemas/admin-vouchers'
import { londonDateTime } from '../admin-dates'
import { apiGet, apiSend, errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { VoucherForm } from './voucher-form'
import { scrollRegion } from '../scroll-region'

type VoucherList = { data: Array<{ attributes: AdminVoucher }>; meta: { total: number } }

/** Issue 19 §6 (administrators): vouchers with their redemptions; create one; withdraw one. */
export function VoucherPage() {
  const { state, reload } = useAdminData<VoucherList>('/api/admin/vouchers')
  const [status, setStatus] = useState('')
  const [redemptions, setRedemptions] = useState<{ id: number; rows: VoucherRedemptionRow[] } | null>(null)

  const withdraw = async (voucher: AdminVoucher) => {
    if (!window.confirm(`Withdraw '${voucher.label}'? Its code stops working at once.`)) return
    const result = await apiSend('POST', `/api/admin/vouchers/${voucher.id}/withdraw`, {})
    setStatus(result.ok ? `Withdrew '${voucher.label}'.` : errorText(result.errors))
    reload()
  }
  const showRedemptions = async (voucher: AdminVoucher) => {
    const result = await apiGet<{ data: Array<{ attributes: VoucherRedemptionRow }> }>(`/api/admin/vouchers/${voucher.id}/redemptions`)
    if (result.ok) setRedemptions({ id: voucher.id, rows: result.body.data.map((r) => r.attributes) })
    else setStatus(errorText(result.errors))
  }

  return (
    <div>
      <div className="admin-heading-row">
        <h1>Vouchers</h1>
      </div>
      <VoucherForm onCreated={reload} />
      <p role="status" className="admin-status">
        {status}
      </p>
      {state.status === 'loading' ? <p>Loading the vouchers…</p> : null}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      {state.status === 'ready' ? (
        <div className="admin-table-wrap" {...scrollRegion('Vouchers')}>
          <table className="admin-table">
            <caption className="visually-hidden">Vouchers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Grants</th>
                <th scope="col">Redeemed</th>
                <th scope="col">Expires</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map(({ attributes: v }) => (
                <tr key={v.id}>
                  <td>{v.label}</td>
                  <td>{v.kind === 'pass' ? `${v.entitlements.join(', ')} for ${v.durationDays} days` : `${v.percentOff ?? ''}% off`}</td>
                  <td>{v.maxRedemptions === null ? v.redemptions : `${v.redemptions} of ${v.maxRedemptions}`}</td>
                  <td className="admin-nowrap">{v.expiresAt ? londonDateTime(v.expiresAt) : 'Never'}</td>
                  <td>{v.withdrawnAt ? `Withdrawn ${londonDateTime(v.withdrawnAt)}` : 'Active'}</td>
                  <td>
                    <div className="admin-actions">
                      <button type="button" className="admin-button admin-button--small" onClick={() => void showRedemptions(v)}>
                        Who redeemed<span className="visually-hidden"> {v.label}</span>
                      </button>
                      {v.withdrawnAt ? null : (
                        <button
                          type="button"
                          className="admin-button admin-button--small admin-button--danger"
                          onClick={() => void withdraw(v)}
                        >
                          Withdraw<span className="visually-hidden"> {v.label}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {redemptions ? (
        <section className="admin-panel" aria-labelledby="redemptions-title">
          <h2 id="redemptions-title">Redemptions</h2>
          {redemptions.rows.length === 0 ? (
            <p className="admin-empty">Nobody has redeemed it yet.</p>
          ) : (
            <ul className="admin-list">
              {redemptions.rows.map((r) => (
                <li key={r.ssoId}>
                  {r.email} <span className="admin-meta">{londonDateTime(r.redeemedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  )
}
