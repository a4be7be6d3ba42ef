import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  type AdminSponsorRow,
  SPONSOR_TITLE_SIZES,
  type SponsorRowFields,
  SponsorRowFieldsSchema,
} from '../../../shared/schemas/admin-sponsors'
import { FormField, fieldAria } from '../form-field'
import { ItemConflict } from './item-conflict'
import { useItemSave } from './use-item-save'

const EMPTY: SponsorRowFields = { adminName: '', title: '', titleSize: 'h3', sponsorSize: 'small', forcedOrder: 0, published: true }

function fieldsOf(item: AdminSponsorRow): SponsorRowFields {
  const { id: _id, version: _version, sponsors: _sponsors, ...fields } = item
  return fields
}

/** Issue 19 §6: a footer sponsor row (SPEC §3: Principal, Elite, Club Partners): its title, logo size and place. */
export function SponsorRowForm({ item, onSaved }: { item: AdminSponsorRow | null; onSaved: () => void }) {
  const form = useForm<SponsorRowFields, unknown, SponsorRowFields>({
    resolver: zodResolver(SponsorRowFieldsSchema),
    defaultValues: item ? fieldsOf(item) : EMPTY,
    mode: 'onTouched',
  })
  const { register, formState, handleSubmit, reset } = form
  const errors = formState.errors
  const saver = useItemSave<SponsorRowFields, AdminSponsorRow>(form, '/api/admin/sponsor-rows', 'sponsorRow', (saved) => {
    reset(item ? fieldsOf(saved) : EMPTY)
    onSaved()
  })
  const submit = handleSubmit((values) => saver.save(values, item))
  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby="sponsor-row-form-title">
      <h2 id="sponsor-row-form-title">{item ? `Edit row '${item.adminName}' (version ${item.version})` : 'New sponsor row'}</h2>
      {saver.conflict ? (
        <ItemConflict
          noun="row"
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
      <FormField id="row-admin-name" label="Name in the back office" error={errors.adminName?.message}>
        <input id="row-admin-name" type="text" {...register('adminName')} {...fieldAria('row-admin-name', errors.adminName?.message)} />
      </FormField>
      <FormField id="row-title" label="Title (supporters see it)" error={errors.title?.message}>
        <input id="row-title" type="text" {...register('title')} {...fieldAria('row-title', errors.title?.message)} />
      </FormField>
      <FormField id="row-title-size" label="Title size" error={errors.titleSize?.message}>
        <select id="row-title-size" {...register('titleSize')} {...fieldAria('row-title-size', errors.titleSize?.message)}>
          {SPONSOR_TITLE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size.toUpperCase()}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="row-logo-size" label="Logo size" error={errors.sponsorSize?.message}>
        <select id="row-logo-size" {...register('sponsorSize')} {...fieldAria('row-logo-size', errors.sponsorSize?.message)}>
          <option value="large">Large</option>
          <option value="small">Small</option>
        </select>
      </FormField>
      <FormField id="row-order" label="Order in the footer" error={errors.forcedOrder?.message}>
        <input
          id="row-order"
          type="number"
          min={0}
          {...register('forcedOrder', { valueAsNumber: true })}
          {...fieldAria('row-order', errors.forcedOrder?.message)}
        />
      </FormField>
      <label className="admin-check">
        <input type="checkbox" {...register('published')} /> Published
      </label>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={formState.isSubmitting}>
          Save row
        </button>
      </div>
      <p role="status" className="admin-status">
        {saver.status}
      </p>
    </form>
  )
}
