import { type FormEvent, useId, useState } from 'react'
import { COMPLIMENTARY_CODES } from '../../../shared/schemas/admin-settings'
import type { AdminAccountDetail } from '../../../shared/types/admin-accounts'
import { type ApiError, apiSend, errorText, fieldOfPointer } from '../admin-api'
import { FormField, fieldAria } from '../form-field'

/** The API's field errors by field; the rest as one sentence for the status line. */
function splitErrors(errors: ApiError[]): { fields: Record<string, string>; rest: string } {
  const fields: Record<string, string> = {}
  const rest: ApiError[] = []
  for (const error of errors) {
    const field = fieldOfPointer(error.source?.pointer)
    if (field && !fields[field]) fields[field] = error.message
    else rest.push(error)
  }
  return { fields, rest: errorText(rest) }
}

const base = (account: AdminAccountDetail) => `/api/admin/accounts/${encodeURIComponent(account.ssoId)}`

/**
 * Issue 19 §7 (administrators): a complimentary entitlement with an end date,
 * every device of the account ended, and the account's own stream limit.
 * `onDone` reports what happened (the page's role="status" line) and reloads the account.
 */
export function AccountExtras({ account, onDone }: { account: AdminAccountDetail; onDone: (message: string) => void }) {
  const id = useId()
  const [code, setCode] = useState<string>(COMPLIMENTARY_CODES[0])
  const [endsOn, setEndsOn] = useState('')
  const [limit, setLimit] = useState(account.streamLimit === null ? '' : String(account.streamLimit))
  const [errors, setErrors] = useState<Record<string, string>>({})

  const grant = async (event: FormEvent) => {
    event.preventDefault()
    // The whole of the chosen day counts: it ends at midnight UTC after it.
    const endsAt = endsOn ? new Date(`${endsOn}T23:59:59Z`).toISOString() : ''
    const result = await apiSend('POST', `${base(account)}/entitlements`, { code, endsAt })
    if (!result.ok) {
      const { fields, rest } = splitErrors(result.errors)
      setErrors({ code: fields.code ?? '', endsAt: fields.endsAt ?? '' })
      return onDone(rest || 'The entitlement was not given: see the fields.')
    }
    setErrors({})
    setEndsOn('')
    onDone(`${account.email}: ${code} given until the end of ${endsOn}.`)
  }

  const saveLimit = async (event: FormEvent) => {
    event.preventDefault()
    const value = limit.trim() === '' ? null : Number(limit)
    const result = await apiSend('PUT', `${base(account)}/stream-limit`, { limit: value })
    if (!result.ok) {
      const { fields, rest } = splitErrors(result.errors)
      setErrors({ limit: fields.limit ?? '' })
      return onDone(rest || 'The stream limit was not saved: see the field.')
    }
    setErrors({})
    onDone(value === null ? `${account.email}: the default stream limit applies.` : `${account.email}: up to ${value} streams at once.`)
  }

  const endDevices = async () => {
    if (!window.confirm(`End every device of ${account.email}? They are signed out and their live streams stop.`)) return
    const result = await apiSend('POST', `${base(account)}/devices/end`, {})
    onDone(result.ok ? `${account.email}: every device ended; they can sign in again.` : errorText(result.errors))
  }

  return (
    <>
      <h3>Give a complimentary entitlement</h3>
      <form className="admin-form" aria-label="Give a complimentary entitlement" onSubmit={grant} noValidate>
        <FormField id={`${id}-code`} label="Entitlement" error={errors.code || undefined}>
          <select
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            {...fieldAria(`${id}-code`, errors.code || undefined)}
          >
            {COMPLIMENTARY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={`${id}-ends`}
          label="Ends on"
          hint="The entitlement lasts to the end of this day (UTC)."
          error={errors.endsAt || undefined}
        >
          <input
            id={`${id}-ends`}
            type="date"
            required
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
            {...fieldAria(`${id}-ends`, errors.endsAt || undefined, true)}
          />
        </FormField>
        <button type="submit" className="admin-button admin-button--primary">
          Give
        </button>
      </form>
      <h3>Streams and devices</h3>
      <form className="admin-form" aria-label="Stream limit" onSubmit={saveLimit} noValidate>
        <FormField
          id={`${id}-limit`}
          label="Own stream limit"
          hint="1 to 10 streams at once; empty for the site's default."
          error={errors.limit || undefined}
        >
          <input
            id={`${id}-limit`}
            type="number"
            min={1}
            max={10}
            inputMode="numeric"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            {...fieldAria(`${id}-limit`, errors.limit || undefined, true)}
          />
        </FormField>
        <button type="submit" className="admin-button">
          Save the limit
        </button>
      </form>
      <div className="admin-actions">
        <button type="button" className="admin-button admin-button--danger" onClick={() => void endDevices()}>
          End all devices
        </button>
      </div>
    </>
  )
}
