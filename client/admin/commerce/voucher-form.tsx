import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { londonLocalToUtc } from '../../../shared/rules/london-time'
import { type AdminVoucher, VoucherCreateSchema } from '../../../shared/schemas/admin-vouchers'
import { apiSend, errorText, fieldOfPointer } from '../admin-api'
import { FormField, fieldAria } from '../form-field'

/** What the form holds: text as typed; turned into the API's body and checked with its schema on submit. */
interface VoucherFormValues {
  label: string
  code: string
  entitlements: string[]
  durationDays: string
  maxRedemptions: string
  expiresAt: string
}

const ENTITLEMENTS = [
  { code: 'subscriber', label: 'Subscriber (base subscription)' },
  { code: 'plus', label: 'Plus (international live video)' },
]

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text))

/**
 * Issue 19 §6: a new pass voucher. The body is checked with the schema the API
 * uses (shared/schemas/admin-vouchers.ts) before it is sent; the API's own
 * refusals land beside the same fields. The code is shown once, after creation.
 */
export function VoucherForm({ onCreated }: { onCreated: (voucher: AdminVoucher) => void }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<VoucherFormValues>({
    defaultValues: { label: '', code: '', entitlements: ['subscriber'], durationDays: '7', maxRedemptions: '', expiresAt: '' },
  })
  const [status, setStatus] = useState('')
  const errors = formState.errors

  const submit = handleSubmit(async (values) => {
    const expires = orNull(values.expiresAt)
    const expiresAt = expires === null ? null : londonLocalToUtc(expires)
    if (expiresAt && !expiresAt.ok) return setError('expiresAt', { message: 'A date and time London has' })
    const body = {
      kind: 'pass' as const,
      label: values.label,
      code: orNull(values.code),
      entitlements: values.entitlements,
      durationDays: Number(values.durationDays),
      maxRedemptions: numberOrNull(values.maxRedemptions),
      expiresAt: expiresAt?.ok ? expiresAt.utc : null,
    }
    const checked = VoucherCreateSchema.safeParse(body)
    if (!checked.success) {
      for (const issue of checked.error.issues)
        setError(String(issue.path[0] ?? 'label') as keyof VoucherFormValues, { message: issue.message })
      return
    }
    const result = await apiSend<{ data: { attributes: AdminVoucher }; meta: { code: string } }>(
      'POST',
      '/api/admin/vouchers',
      checked.data,
    )
    if (!result.ok) {
      for (const error of result.errors) {
        const field = fieldOfPointer(error.source?.pointer)
        if (field) setError(field as keyof VoucherFormValues, { message: error.message })
      }
      return setStatus(errorText(result.errors))
    }
    setStatus(`Created '${result.body.data.attributes.label}'. Its code is ${result.body.meta.code}: copy it now, it is not shown again.`)
    reset()
    onCreated(result.body.data.attributes)
  })

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby="voucher-form-title">
      <h2 id="voucher-form-title">New pass voucher</h2>
      <FormField id="voucher-label" label="Name (supporters see it)" error={errors.label?.message}>
        <input id="voucher-label" type="text" {...register('label')} {...fieldAria('voucher-label', errors.label?.message)} />
      </FormField>
      <FormField id="voucher-code" label="Code" hint="Leave empty for a generated one" error={errors.code?.message}>
        <input
          id="voucher-code"
          type="text"
          autoComplete="off"
          {...register('code')}
          {...fieldAria('voucher-code', errors.code?.message, true)}
        />
      </FormField>
      <fieldset className="admin-field" aria-describedby={errors.entitlements ? 'voucher-entitlements-error' : undefined}>
        <legend>Grants</legend>
        {ENTITLEMENTS.map((e) => (
          <label key={e.code} className="admin-check">
            <input type="checkbox" value={e.code} {...register('entitlements')} /> {e.label}
          </label>
        ))}
        {errors.entitlements ? (
          <p className="admin-error" id="voucher-entitlements-error">
            {errors.entitlements.message}
          </p>
        ) : null}
      </fieldset>
      <FormField id="voucher-days" label="Days it lasts" error={errors.durationDays?.message}>
        <input
          id="voucher-days"
          type="text"
          inputMode="numeric"
          {...register('durationDays')}
          {...fieldAria('voucher-days', errors.durationDays?.message)}
        />
      </FormField>
      <FormField id="voucher-max" label="Most redemptions" hint="Empty: no limit" error={errors.maxRedemptions?.message}>
        <input
          id="voucher-max"
          type="text"
          inputMode="numeric"
          {...register('maxRedemptions')}
          {...fieldAria('voucher-max', errors.maxRedemptions?.message, true)}
        />
      </FormField>
      <FormField id="voucher-expires" label="Expires (London time)" hint="Empty: never" error={errors.expiresAt?.message}>
        <input
          id="voucher-expires"
          type="datetime-local"
          {...register('expiresAt')}
          {...fieldAria('voucher-expires', errors.expiresAt?.message, true)}
        />
      </FormField>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={formState.isSubmitting}>
          Create voucher
        </button>
      </div>
      <p role="status" className="admin-status">
        {status}
      </p>
    </form>
  )
}
