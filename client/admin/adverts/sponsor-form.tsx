import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type AdminSponsor, type AdminSponsorRow, type SponsorFields, SponsorFieldsSchema } from '../../../shared/schemas/admin-sponsors'
import { FormField, fieldAria } from '../form-field'
import { ItemConflict } from './item-conflict'
import { useItemSave } from './use-item-save'

const EMPTY: SponsorFields = {
  rowId: null,
  title: '',
  adminName: '',
  campaignId: '',
  mediaLibraryId: '',
  url: '',
  imageKey: '',
  published: true,
  forcedOrder: 0,
  childFriendly: true,
}

function fieldsOf(item: AdminSponsor): SponsorFields {
  const { id: _id, version: _version, ...fields } = item
  return fields
}

/**
 * Issue 19 §6: a sponsor (SPEC §3): its row, logo (a library key), link and
 * order. Checked with the API's schema; a 409 keeps the values and asks.
 */
export function SponsorForm({ item, rows, onSaved }: { item: AdminSponsor | null; rows: AdminSponsorRow[]; onSaved: () => void }) {
  const form = useForm<SponsorFields, unknown, SponsorFields>({
    resolver: zodResolver(SponsorFieldsSchema),
    defaultValues: item ? fieldsOf(item) : EMPTY,
    mode: 'onTouched',
  })
  const { register, formState, handleSubmit, reset } = form
  const errors = formState.errors
  const saver = useItemSave<SponsorFields, AdminSponsor>(form, '/api/admin/sponsors', 'sponsor', (saved) => {
    reset(fieldsOf(saved))
    onSaved()
  })
  const submit = handleSubmit((values) => saver.save(values, item))
  const text = (
    id: string,
    name: 'title' | 'adminName' | 'campaignId' | 'mediaLibraryId' | 'url' | 'imageKey',
    label: string,
    hint?: string,
  ) => (
    <FormField id={id} label={label} hint={hint} error={errors[name]?.message}>
      <input id={id} type="text" {...register(name)} {...fieldAria(id, errors[name]?.message, hint !== undefined)} />
    </FormField>
  )

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby="sponsor-form-title">
      <h2 id="sponsor-form-title">{item ? `Edit '${item.title}' (version ${item.version})` : 'New sponsor'}</h2>
      {saver.conflict ? (
        <ItemConflict
          noun="sponsor"
          version={saver.conflict.version}
          busy={formState.isSubmitting}
          onKeepMine={() => void handleSubmit((values) => saver.save(values, item, saver.conflict?.version))()}
          onTakeTheirs={() => {
            if (saver.conflict) reset(fieldsOf(saver.conflict))
            saver.clearConflict()
            onSaved()
          }}
        />
      ) : null}
      <FormField id="sponsor-row" label="Row" error={errors.rowId?.message}>
        <select
          id="sponsor-row"
          {...register('rowId', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })}
          {...fieldAria('sponsor-row', errors.rowId?.message)}
        >
          <option value="">No row (section slots only)</option>
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.adminName}
            </option>
          ))}
        </select>
      </FormField>
      {text('sponsor-title', 'title', 'Name (supporters see it)')}
      {text('sponsor-admin-name', 'adminName', 'Name in the back office')}
      {text('sponsor-url', 'url', 'Link', 'A path of ours (/…) or an https:// address')}
      {text('sponsor-image', 'imageKey', 'Logo (library key)', 'e.g. uploads/2026/03/….png, from Pictures')}
      {text('sponsor-campaign', 'campaignId', 'Campaign id')}
      {text('sponsor-media', 'mediaLibraryId', 'Media library id')}
      <FormField id="sponsor-order" label="Order in its row" error={errors.forcedOrder?.message}>
        <input
          id="sponsor-order"
          type="number"
          min={0}
          {...register('forcedOrder', { valueAsNumber: true })}
          {...fieldAria('sponsor-order', errors.forcedOrder?.message)}
        />
      </FormField>
      <label className="admin-check">
        <input type="checkbox" {...register('published')} /> Published
      </label>
      <label className="admin-check">
        <input type="checkbox" {...register('childFriendly')} /> Child friendly
      </label>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={formState.isSubmitting}>
          Save sponsor
        </button>
      </div>
      <p role="status" className="admin-status">
        {saver.status}
      </p>
    </form>
  )
}
