import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod'
import { type AdminPromo, type PromoFields, PromoFieldsSchema } from '../../../shared/schemas/admin-promos'
import { type ApiResult, apiSend, errorText } from '../admin-api'
import { FormField, fieldAria } from '../form-field'
import { LeadPictureUpload } from '../pictures/lead-picture-upload'

/** The form holds the window as a datetime-local box read as UTC ('2026-11-27T14:00'). */
type PromoFormValues = Omit<PromoFields, 'startUtc' | 'endUtc'> & { startUtc: string; endUtc: string }

const toUtc = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00.000Z` : local)
const toLocal = (iso: string) => iso.slice(0, 16)

/** Typed values in, the API's fields out, checked by the API's own schema. */
const PromoFormSchema = z
  .custom<PromoFormValues>()
  .transform((v) => ({ ...v, startUtc: toUtc(v.startUtc), endUtc: toUtc(v.endUtc) }))
  .pipe(PromoFieldsSchema)

function valuesOf(promo: AdminPromo | null): PromoFormValues {
  if (!promo) {
    const now = new Date()
    return {
      title: '',
      type: 'Default',
      channel: 'Web',
      startUtc: toLocal(now.toISOString()),
      endUtc: toLocal(new Date(now.getTime() + 7 * 86_400_000).toISOString()),
      url: '',
      webNewWindow: false,
      imageKey: '',
      imageAlt: '',
      enabled: true,
    }
  }
  const { id: _id, version: _v, state: _s, ...fields } = promo
  return { ...fields, startUtc: toLocal(fields.startUtc), endUtc: toLocal(fields.endUtc) }
}

type Body = { data: { attributes: AdminPromo } }

/**
 * Issue 19 §6, §10: a new promo or one being edited. On a version conflict
 * the stored promo is offered beside these values; nothing is lost.
 */
export function PromoForm({ promo, onSaved }: { promo: AdminPromo | null; onSaved: () => void }) {
  const form = useForm<PromoFormValues, unknown, PromoFields>({ resolver: zodResolver(PromoFormSchema), defaultValues: valuesOf(promo) })
  const [version, setVersion] = useState(promo?.version ?? null)
  const [conflict, setConflict] = useState<AdminPromo | null>(null)
  const [status, setStatus] = useState('')
  const { register, formState, setError } = form
  const errors = formState.errors

  useEffect(() => {
    form.reset(valuesOf(promo))
    setVersion(promo?.version ?? null)
    setConflict(null)
  }, [promo, form])

  const settle = (result: ApiResult<Body>) => {
    if (result.ok) {
      setStatus(`Saved '${result.body.data.attributes.title}'.`)
      setConflict(null)
      if (promo === null) form.reset(valuesOf(null))
      else setVersion(result.body.data.attributes.version)
      return onSaved()
    }
    if (result.errors[0]?.code === 'version_conflict') setConflict((result.body as Body).data.attributes)
    for (const error of result.errors) {
      const field = error.source?.pointer?.replace(/^\/fields\//, '')
      if (field && !field.includes('/')) setError(field as keyof PromoFormValues, { message: error.message })
    }
    setStatus(errorText(result.errors))
  }

  const submit = form.handleSubmit(async (fields) => {
    settle(
      promo === null
        ? await apiSend<Body>('POST', '/api/admin/promos', { fields })
        : await apiSend<Body>('PUT', `/api/admin/promos/${promo.id}`, { version, fields }),
    )
  })

  const field = (name: keyof PromoFormValues, label: string, hint?: string, type = 'text') => (
    <FormField id={`promo-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      <input id={`promo-${name}`} type={type} {...register(name)} {...fieldAria(`promo-${name}`, errors[name]?.message, Boolean(hint))} />
    </FormField>
  )

  return (
    <form className="admin-panel admin-form" noValidate onSubmit={submit} aria-labelledby="promo-form-title">
      <h2 id="promo-form-title">{promo ? `Edit '${promo.title}'` : 'New promo'}</h2>
      {conflict ? (
        <div className="admin-conflict" role="alert">
          <h3>Another administrator saved this promo</h3>
          <p>The stored copy is version {conflict.version}. Your changes are still in the form.</p>
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => {
                setVersion(conflict.version)
                setConflict(null)
              }}
            >
              Keep mine (then save)
            </button>
            <button
              type="button"
              className="admin-button"
              onClick={() => {
                form.reset(valuesOf(conflict))
                setVersion(conflict.version)
                setConflict(null)
              }}
            >
              Take theirs
            </button>
          </div>
        </div>
      ) : null}
      {field('title', 'Name')}
      <FormField id="promo-type" label="Variant" error={errors.type?.message}>
        <select id="promo-type" {...register('type')} {...fieldAria('promo-type', errors.type?.message)}>
          <option value="Default">Default (full picture)</option>
          <option value="Mini">Mini</option>
        </select>
      </FormField>
      <FormField id="promo-channel" label="Audience" error={errors.channel?.message}>
        <select id="promo-channel" {...register('channel')} {...fieldAria('promo-channel', errors.channel?.message)}>
          <option value="Web">Visitors of this site</option>
          <option value="App">Users of the club's app</option>
        </select>
      </FormField>
      {field('startUtc', 'Starts (UTC)', 'Not London time: UTC', 'datetime-local')}
      {field('endUtc', 'Ends (UTC)', undefined, 'datetime-local')}
      {field('url', 'Link', 'A path of this site (/videos) or an https:// address; empty for none')}
      <label className="admin-check">
        <input type="checkbox" {...register('webNewWindow')} /> Open the link in a new tab
      </label>
      {field('imageKey', 'Picture', 'A picture key; upload one below')}
      <LeadPictureUpload onUploaded={(key) => form.setValue('imageKey', key, { shouldDirty: true })} />
      {field('imageAlt', 'Picture description')}
      <label className="admin-check">
        <input type="checkbox" {...register('enabled')} /> Enabled
      </label>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={formState.isSubmitting}>
          {promo ? 'Save promo' : 'Create promo'}
        </button>
      </div>
      <p role="status" className="admin-status">
        {status}
      </p>
    </form>
  )
}
