import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { type AdminPackage, CatalogueSlugSchema, type PackageFields } from '../../../shared/schemas/admin-packages'
import { type ApiResult, apiGet, apiSend, errorText } from '../admin-api'
import { FormField, fieldAria } from '../form-field'
import { LeadPictureUpload } from '../pictures/lead-picture-upload'
import { emptyPackageValues, PackageFormSchema, type PackageFormValues, packageValues } from './package-form-values'
import { PackagePriceFields } from './package-price-fields'

type Body = { data: { attributes: AdminPackage } }

/** '/fields/prices/0/amountPence' → 'prices.0.amountPence'; '/id' → 'id'. */
function fieldOf(pointer: string | undefined): string | null {
  if (!pointer) return null
  return (
    pointer
      .replace(/^\/fields\//, '/')
      .split('/')
      .filter(Boolean)
      .join('.') || null
  )
}

/**
 * Issue 19 §6 and §10: one package with its price options, resolved with the
 * API's schema. A save refused because another administrator saved first
 * keeps these values and offers theirs; a package someone bought can only be
 * taken off sale.
 */
export function PackageForm({ id }: { id: string | null }) {
  const form = useForm<PackageFormValues, unknown, PackageFields>({
    resolver: zodResolver(PackageFormSchema),
    defaultValues: emptyPackageValues(),
  })
  const [stored, setStored] = useState<AdminPackage | null>(null)
  const [conflict, setConflict] = useState<AdminPackage | null>(null)
  const [status, setStatus] = useState('')
  const { register, formState, setError } = form
  const errors = formState.errors

  const show = useCallback(
    (pkg: AdminPackage) => {
      setStored(pkg)
      form.reset(packageValues(pkg))
    },
    [form],
  )

  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    apiGet<Body>(`/api/admin/packages/${encodeURIComponent(id)}`, controller.signal)
      .then((result) => (result.ok ? show(result.body.data.attributes) : setStatus(errorText(result.errors))))
      .catch(() => {})
    return () => controller.abort()
  }, [id, show])

  /** The API's answer: the stored package, its refusals beside their fields, or the conflict notice. */
  const settle = (result: ApiResult<Body>, done: string) => {
    if (result.ok) {
      setConflict(null)
      setStatus(done)
      if (result.status === 204) return window.location.assign('/admin/packages')
      if (id === null) return window.location.assign(`/admin/packages/${result.body.data.attributes.id}`)
      return show(result.body.data.attributes)
    }
    if (result.errors[0]?.code === 'version_conflict') setConflict((result.body as Body).data.attributes)
    for (const error of result.errors) {
      const field = fieldOf(error.source?.pointer)
      if (field) setError(field as keyof PackageFormValues, { message: error.message })
    }
    setStatus(errorText(result.errors))
  }

  const save = (version: number | null) =>
    form.handleSubmit(async (fields) => {
      if (id === null) {
        const slug = CatalogueSlugSchema.safeParse(form.getValues('id'))
        if (!slug.success) return setError('id', { message: slug.error.issues[0]?.message })
        return settle(await apiSend<Body>('POST', '/api/admin/packages', { id: slug.data, fields }), 'Package created.')
      }
      settle(await apiSend<Body>('PUT', `/api/admin/packages/${id}`, { version, fields }), 'Saved.')
    })

  const act = async (method: 'POST' | 'DELETE', path: string, question: string, done: string) => {
    if (!stored || !window.confirm(question)) return
    settle(await apiSend<Body>(method, `/api/admin/packages/${stored.id}${path}`, { version: stored.version }), done)
  }

  return (
    <FormProvider {...form}>
      <p>
        <a href="/admin/packages">← All packages</a>
      </p>
      <h1>{id === null ? 'New package' : `Package ${id}`}</h1>
      {conflict ? (
        <div className="admin-conflict" role="alert">
          <h2>Another administrator saved this package</h2>
          <p>The stored copy is version {conflict.version}. Your changes are still in the form.</p>
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button--primary" onClick={() => void save(conflict.version)()}>
              Keep mine
            </button>
            <button
              type="button"
              className="admin-button"
              onClick={() => {
                setConflict(null)
                show(conflict)
              }}
            >
              Take theirs
            </button>
          </div>
        </div>
      ) : null}
      <form className="admin-form" noValidate onSubmit={save(stored?.version ?? null)}>
        {id === null ? (
          <FormField id="package-id" label="Id" hint="Part of checkout links; cannot be changed later" error={errors.id?.message}>
            <input id="package-id" type="text" {...register('id')} {...fieldAria('package-id', errors.id?.message, true)} />
          </FormField>
        ) : null}
        <FormField id="package-title" label="Title" error={errors.title?.message}>
          <input id="package-title" type="text" {...register('title')} {...fieldAria('package-title', errors.title?.message)} />
        </FormField>
        <FormField id="package-description" label="Description" hint="Plain text on the card" error={errors.description?.message}>
          <textarea
            id="package-description"
            rows={2}
            {...register('description')}
            {...fieldAria('package-description', errors.description?.message, true)}
          />
        </FormField>
        <FormField
          id="package-type"
          label="Kind"
          hint="A match pass is sold for the live first-team match, else the next one"
          error={errors.packageType?.message}
        >
          <select id="package-type" {...register('packageType')} {...fieldAria('package-type', errors.packageType?.message, true)}>
            <option value="membership">Subscription</option>
            <option value="match-pass">Match pass</option>
          </select>
        </FormField>
        <FormField id="package-availability" label="Sold where" error={errors.availability?.message}>
          <select
            id="package-availability"
            {...register('availability')}
            {...fieldAria('package-availability', errors.availability?.message)}
          >
            <option value="all">Everywhere</option>
            <option value="international">Outside the UK and Ireland only</option>
            <option value="eligible-regions">Where the match may be watched live</option>
          </select>
        </FormField>
        <FormField id="package-success" label="Page after paying" error={errors.successfulPaymentPage?.message}>
          <input
            id="package-success"
            type="text"
            {...register('successfulPaymentPage')}
            {...fieldAria('package-success', errors.successfulPaymentPage?.message)}
          />
        </FormField>
        <FormField id="package-cancel" label="Page after cancelling" error={errors.cancelledPaymentPage?.message}>
          <input
            id="package-cancel"
            type="text"
            {...register('cancelledPaymentPage')}
            {...fieldAria('package-cancel', errors.cancelledPaymentPage?.message)}
          />
        </FormField>
        <FormField
          id="package-picture"
          label="Landscape picture"
          hint="A picture key; empty for none"
          error={errors.landscapeImageKey?.message}
        >
          <input
            id="package-picture"
            type="text"
            {...register('landscapeImageKey')}
            {...fieldAria('package-picture', errors.landscapeImageKey?.message, true)}
          />
        </FormField>
        <LeadPictureUpload onUploaded={(key) => form.setValue('landscapeImageKey', key, { shouldDirty: true })} />
        <FormField id="package-order" label="Position" hint="Lower first" error={errors.orderPosition?.message}>
          <input
            id="package-order"
            type="text"
            inputMode="numeric"
            {...register('orderPosition')}
            {...fieldAria('package-order', errors.orderPosition?.message, true)}
          />
        </FormField>
        <label className="admin-check">
          <input type="checkbox" {...register('published')} /> On sale
        </label>
        <PackagePriceFields />
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={formState.isSubmitting}>
            {id === null ? 'Create package' : 'Save'}
          </button>
          {stored?.published ? (
            <button
              type="button"
              className="admin-button"
              onClick={() => void act('POST', '/withdraw', `Take '${stored.title}' off sale?`, 'Taken off sale.')}
            >
              Take off sale
            </button>
          ) : null}
          {stored && stored.purchases === 0 ? (
            <button
              type="button"
              className="admin-button admin-button--danger"
              onClick={() => void act('DELETE', '', `Delete '${stored.title}' and its price options?`, 'Deleted.')}
            >
              Delete
            </button>
          ) : null}
        </div>
        {stored && stored.purchases > 0 ? (
          <p className="admin-hint">Bought {stored.purchases} times: it can be taken off sale, never deleted.</p>
        ) : null}
        <p role="status" className="admin-status">
          {status}
        </p>
      </form>
    </FormProvider>
  )
}
