import { type FormEvent, useEffect, useState } from 'react'
import type { AdminSettings } from '../../../shared/types/admin-accounts'
import { type ApiError, apiGet, apiSend, errorText, fieldOfPointer } from '../admin-api'
import { FormField, fieldAria } from '../form-field'
import { StreamLimitForm } from './stream-limit-form'

type Answer = { data: { attributes: AdminSettings } }

/** 'us, de  JP' → ['US', 'DE', 'JP']: staff type codes however they like; the server judges them. */
const codesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase())

/** The field errors of the list, each naming the entry it is about (the pointer's index). */
function territoryErrors(errors: ApiError[], sent: string[]): { field: string; rest: string } {
  const field: string[] = []
  const rest: ApiError[] = []
  for (const error of errors) {
    if (fieldOfPointer(error.source?.pointer) !== 'unsoldTerritories') {
      rest.push(error)
      continue
    }
    const index = Number(error.source?.pointer?.split('/')[2])
    field.push(Number.isInteger(index) && sent[index] !== undefined ? `${sent[index]}: ${error.message}` : error.message)
  }
  return { field: field.join(' '), rest: errorText(rest) }
}

/**
 * Issue 19 §7 settings (administrators): the unsold territories, where first-team
 * live video and match passes are offered abroad, and the default stream limit
 * change here. The site lock is deploy configuration (SITE_LOCK_PASSWORD, a
 * secret): shown, changed only by a deploy.
 */
export function SettingsPage() {
  const [settings, setSettings] = useState<AdminSettings | null>(null)
  const [territories, setTerritories] = useState('')
  const [error, setError] = useState('')
  const [status, setStatus] = useState('Loading…')

  const show = (next: AdminSettings) => {
    setSettings(next)
    setTerritories(next.unsoldTerritories.join(' '))
  }

  useEffect(() => {
    const abort = new AbortController()
    apiGet<Answer>('/api/admin/settings', abort.signal)
      .then((result) => {
        if (result.ok) {
          setSettings(result.body.data.attributes)
          setTerritories(result.body.data.attributes.unsoldTerritories.join(' '))
          setStatus('')
        } else setStatus(errorText(result.errors))
      })
      .catch(() => undefined)
    return () => abort.abort()
  }, [])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const sent = codesOf(territories)
    const result = await apiSend<Answer>('PUT', '/api/admin/settings', { unsoldTerritories: sent })
    if (!result.ok) {
      const { field, rest } = territoryErrors(result.errors, sent)
      setError(field)
      return setStatus(rest || 'Nothing was saved: see the unsold territories.')
    }
    setError('')
    show(result.body.data.attributes)
    setStatus(
      `Saved: ${result.body.data.attributes.unsoldTerritories.length} unsold territories. Live video and match passes follow at once.`,
    )
  }

  return (
    <div>
      <div className="admin-heading-row">
        <h1>Settings</h1>
      </div>
      <p role="status" className="admin-status">
        {status}
      </p>
      {settings ? (
        <>
          <form className="admin-form admin-panel" aria-label="Unsold territories" onSubmit={save} noValidate>
            <FormField
              id="settings-territories"
              label="Unsold territories"
              hint="Two-letter country codes (e.g. US DE JP), separated by spaces or commas. First-team live video and match passes are offered abroad only here; GB, IE, JE, GG and IM never qualify."
              error={error || undefined}
            >
              <textarea
                id="settings-territories"
                rows={4}
                value={territories}
                onChange={(e) => setTerritories(e.target.value)}
                {...fieldAria('settings-territories', error || undefined, true)}
              />
            </FormField>
            <button type="submit" className="admin-button admin-button--primary">
              Save the territories
            </button>
          </form>
          <StreamLimitForm settings={settings} onSaved={setSettings} />
          <section className="admin-panel" aria-labelledby="settings-configured">
            <h2 id="settings-configured">In force</h2>
            <dl>
              <dt>Match-pass regions</dt>
              <dd>The unsold territories above: a match pass is sold where its match may be watched live.</dd>
              <dt>Default stream limit in force</dt>
              <dd>
                {settings.defaultStreamLimit} streams at once (
                {settings.storedStreamLimit === null ? 'the deploy’s STREAM_LIMIT_DEFAULT' : 'set above'}).
              </dd>
              <dt>Site lock</dt>
              <dd>
                {settings.siteLocked ? 'On' : 'Off'}: its password is a secret of the deploy (SITE_LOCK_PASSWORD) and cannot be changed
                here.
              </dd>
            </dl>
          </section>
        </>
      ) : null}
    </div>
  )
}
