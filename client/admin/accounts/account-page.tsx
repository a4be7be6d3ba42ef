import { type FormEvent, useState } from 'react'
import type { AdminAccountDetail, AdminAccountSummary } from '../../../shared/types/admin-accounts'
import { apiGet, apiSend, errorText } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { AccountDetail } from './account-detail'

/**
 * Issue 19 §7 (administrators): find an account by email or id, see what it
 * holds and where it is signed in, block, unblock, bypass or unbypass it.
 */
export function AccountPage() {
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<AdminAccountSummary[] | null>(null)
  const [detail, setDetail] = useState<AdminAccountDetail | null>(null)
  const [status, setStatus] = useState('')

  const search = async (event: FormEvent) => {
    event.preventDefault()
    const result = await apiGet<{ data: Array<{ attributes: AdminAccountSummary }> }>(`/api/admin/accounts?q=${encodeURIComponent(query)}`)
    if (!result.ok) return setStatus(errorText(result.errors))
    setResults(result.body.data.map((a) => a.attributes))
    setStatus(`${result.body.data.length} found`)
  }
  const open = async (ssoId: string) => {
    const result = await apiGet<{ data: { attributes: AdminAccountDetail } }>(`/api/admin/accounts/${encodeURIComponent(ssoId)}`)
    if (result.ok) setDetail(result.body.data.attributes)
    else setStatus(errorText(result.errors))
  }
  const act = async (action: 'block' | 'unblock' | 'bypass' | 'unbypass') => {
    if (!detail) return
    if (action === 'block' && !window.confirm(`Block ${detail.email}? Their sessions and live streams end at once.`)) return
    const result = await apiSend('POST', `/api/admin/accounts/${encodeURIComponent(detail.ssoId)}/${action}`, {})
    setStatus(
      result.ok
        ? `${detail.email}: ${action === 'block' ? 'blocked' : action === 'unblock' ? 'unblocked' : action === 'bypass' ? 'restrictions bypassed' : 'bypass removed'}.`
        : errorText(result.errors),
    )
    await open(detail.ssoId)
  }

  // Issue 19 §7: the extras report here and the account is read again, so the screen shows what is stored.
  const done = async (message: string) => {
    setStatus(message)
    if (detail) await open(detail.ssoId)
  }
  const withdraw = async (id: number, code: string) => {
    if (!detail || !window.confirm(`Withdraw the complimentary ${code} from ${detail.email}?`)) return
    const result = await apiSend('DELETE', `/api/admin/accounts/${encodeURIComponent(detail.ssoId)}/entitlements/${id}`, {})
    await done(result.ok ? `${detail.email}: ${code} withdrawn.` : errorText(result.errors))
  }

  return (
    <div>
      <div className="admin-heading-row">
        <h1>Accounts</h1>
      </div>
      <form className="admin-filters" aria-label="Find an account" onSubmit={search}>
        <div className="admin-field admin-field--grow">
          <label htmlFor="account-search">Email or account id</label>
          <input id="account-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit" className="admin-button admin-button--primary">
          Search
        </button>
      </form>
      <p role="status" className="admin-status">
        {status}
      </p>
      {results && results.length > 0 ? (
        <ul className="admin-list admin-panel" aria-label="Accounts found">
          {results.map((a) => (
            <li key={a.ssoId}>
              <button type="button" className="admin-link-button" onClick={() => void open(a.ssoId)}>
                {a.email}
              </button>{' '}
              <span className="admin-meta">
                {[
                  a.role !== 'supporter' ? a.role : null,
                  a.blocked ? 'blocked' : null,
                  a.bypassed ? 'bypassed' : null,
                  `since ${londonDateTime(a.createdAt)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {detail ? (
        <AccountDetail
          account={detail}
          onAction={(action) => void act(action)}
          onWithdraw={(e) => void withdraw(e.id, e.code)}
          onDone={(message) => void done(message)}
        />
      ) : null}
    </div>
  )
}
