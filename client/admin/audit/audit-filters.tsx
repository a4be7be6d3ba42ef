import { type FormEvent, useState } from 'react'
import { AUDIT_SUBJECT_TYPES } from '../../../shared/rules/staff-access'
import type { AuditFilters } from './audit-query'

/** Filters applied on submit (one request per choice, not per key). */
export function AuditFiltersForm({ filters, onApply }: { filters: AuditFilters; onApply: (next: AuditFilters) => void }) {
  const [draft, setDraft] = useState(filters)
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  return (
    <form className="admin-filters" aria-label="Filter the audit log" onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor="audit-subject">Subject type</label>
        <input
          id="audit-subject"
          type="text"
          list="audit-subject-types"
          value={draft.subjectType}
          onChange={set('subjectType')}
          maxLength={30}
        />
        <datalist id="audit-subject-types">
          {AUDIT_SUBJECT_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </div>
      <div className="admin-field">
        <label htmlFor="audit-action">Action</label>
        <input id="audit-action" type="text" value={draft.action} onChange={set('action')} maxLength={30} />
      </div>
      <div className="admin-field admin-field--grow">
        <label htmlFor="audit-actor">Who (email)</label>
        <input id="audit-actor" type="email" value={draft.actor} onChange={set('actor')} maxLength={254} />
      </div>
      <div className="admin-filters__submit">
        <button type="submit" className="admin-button admin-button--primary">
          Filter
        </button>
      </div>
    </form>
  )
}
