import { useEffect, useState } from 'react'
import type { AuditEntry } from '../../../shared/schemas/admin-audit'
import { apiGet, errorText } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { AuditFiltersForm } from './audit-filters'
import { type AuditFilters, auditUrl, NO_AUDIT_FILTERS } from './audit-query'
import { AuditSubject } from './audit-subject'
import { scrollRegion } from '../scroll-region'

type AuditBody = { data: { attributes: AuditEntry }[]; meta: { next: number | null } }

/** Issue 19 §9: who changed what and when, newest first; older entries on request. */
export function AuditList() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [entries, setEntries] = useState<AuditEntry[] | null>(null)
  const [next, setNext] = useState<number | null>(null)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)

  const load = async (before: number | null, signal?: AbortSignal) => {
    setLoading(true)
    const result = await apiGet<AuditBody>(auditUrl(filters, before), signal).catch(() => null)
    if (!result) return // aborted by newer filters
    setLoading(false)
    if (!result.ok) return setError(errorText(result.errors))
    setError('')
    const page = result.body.data.map((item) => item.attributes)
    setEntries((current) => (before === null || !current ? page : [...current, ...page]))
    setNext(result.body.meta.next)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: load reads the filters it is asked again for
  useEffect(() => {
    const controller = new AbortController()
    setEntries(null)
    void load(null, controller.signal)
    return () => controller.abort()
  }, [filters])

  return (
    <div className="admin-audit">
      <h1>Audit log</h1>
      <AuditFiltersForm filters={filters} onApply={setFilters} />
      {error ? <p role="alert">{error}</p> : null}
      {entries === null ? <p role="status">Loading…</p> : null}
      {entries?.length === 0 ? <p className="admin-empty">No entries match.</p> : null}
      {entries && entries.length > 0 ? (
        <div className="admin-table-wrap" {...scrollRegion('Audit entries')}>
          <table className="admin-table">
            <caption className="visually-hidden">Changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When (London)</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="admin-nowrap">{londonDateTime(entry.at)}</td>
                  <td>{entry.actorEmail}</td>
                  <td>{entry.action}</td>
                  <td className="admin-nowrap">
                    <AuditSubject entry={entry} />
                  </td>
                  <td>
                    <details className="admin-json">
                      <summary>Before and after</summary>
                      <h3>Before</h3>
                      <pre>{JSON.stringify(entry.before, null, 2) ?? 'nothing'}</pre>
                      <h3>After</h3>
                      <pre>{JSON.stringify(entry.after, null, 2) ?? 'nothing'}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {next !== null && entries ? (
        <button type="button" className="admin-button" disabled={loading} onClick={() => void load(next)}>
          Older entries
        </button>
      ) : null}
    </div>
  )
}
