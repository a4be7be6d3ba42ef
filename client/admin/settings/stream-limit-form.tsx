import { type FormEvent, useState } from 'react'
import { MAX_STREAM_LIMIT, MIN_STREAM_LIMIT } from '../../../shared/rules/concurrency-limit'
import type { AdminSettings } from '../../../shared/types/admin-accounts'
import { apiSend, errorText, fieldOfPointer } from '../admin-api'
import { FormField, fieldAria } from '../form-field'

type Answer = { data: { attributes: AdminSettings } }

/**
 * Issue 19 §7: the site's default number of streams an account may play at
 * once (an account's own limit is set on its page). Empty returns to the
 * deploy's STREAM_LIMIT_DEFAULT.
 */
export function StreamLimitForm({ settings, onSaved }: { settings: AdminSettings; onSaved: (next: AdminSettings) => void }) {
  const [value, setValue] = useState(settings.storedStreamLimit === null ? '' : String(settings.storedStreamLimit))
  const [error, setError] = useState('')
  const [status, setStatus] = useState('')

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const limit = value.trim() === '' ? null : Number(value)
    const result = await apiSend<Answer>('PUT', '/api/admin/settings', { defaultStreamLimit: limit })
    if (!result.ok) {
      const mine = result.errors.filter((e) => fieldOfPointer(e.source?.pointer) === 'defaultStreamLimit')
      setError(mine.map((e) => e.message).join(' '))
      return setStatus(mine.length > 0 ? 'Nothing was saved: see the default stream limit.' : errorText(result.errors))
    }
    setError('')
    onSaved(result.body.data.attributes)
    const saved = result.body.data.attributes
    setStatus(
      saved.storedStreamLimit === null
        ? `Saved: the deploy's default applies (${saved.configuredStreamLimit} streams at once).`
        : `Saved: ${saved.defaultStreamLimit} streams at once, from each account's next check.`,
    )
  }

  return (
    <form className="admin-form admin-panel" aria-label="Default stream limit" onSubmit={save} noValidate>
      <FormField
        id="settings-stream-limit"
        label="Default stream limit"
        hint={`Streams one account may play at once, ${MIN_STREAM_LIMIT} to ${MAX_STREAM_LIMIT}. Leave empty for the deploy's default (${settings.configuredStreamLimit}). An account's own limit is set on its page.`}
        error={error || undefined}
      >
        <input
          id="settings-stream-limit"
          type="number"
          inputMode="numeric"
          min={MIN_STREAM_LIMIT}
          max={MAX_STREAM_LIMIT}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          {...fieldAria('settings-stream-limit', error || undefined, true)}
        />
      </FormField>
      <button type="submit" className="admin-button admin-button--primary">
        Save the default
      </button>
      <p role="status" className="admin-status">
        {status}
      </p>
    </form>
  )
}
