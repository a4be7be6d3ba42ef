import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ADVERT_IMAGE_SIZES, type AdminAdvert, type AdvertFields, AdvertFieldsSchema } from '../../../shared/schemas/admin-adverts'
import { FormField, fieldAria } from '../form-field'
import { ItemConflict } from './item-conflict'
import { useItemSave } from './use-item-save'

type TextField = 'title' | 'placement' | 'url' | 'startUTC' | 'endUTC' | 'mobileImageKey' | 'desktopImageKey' | 'feedImageKey'

function emptyAdvert(): AdvertFields {
  const start = new Date()
  start.setUTCSeconds(0, 0)
  return {
    kind: 'other',
    placement: '',
    title: '',
    url: '',
    enabled: true,
    channel: '',
    childFriendly: true,
    startUTC: start.toISOString(),
    endUTC: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
    position: 0,
    mobileImageKey: '',
    mobileImageSize: 'mpu',
    desktopImageKey: '',
    desktopImageSize: 'banner',
    feedImageKey: '',
  }
}

function fieldsOf(item: AdminAdvert): AdvertFields {
  const { id: _id, version: _version, ...fields } = item
  return fields
}

/**
 * Issue 19 §6: a page advert ("Advert (other)", mobile and desktop pictures)
 * or an aggregated-feed advert (its feed picture), SPEC §3, with its UTC
 * window, channel, placement and link; checked with the API's schema.
 */
export function AdvertForm({ item, onSaved }: { item: AdminAdvert | null; onSaved: () => void }) {
  const form = useForm<AdvertFields, unknown, AdvertFields>({
    resolver: zodResolver(AdvertFieldsSchema),
    defaultValues: item ? fieldsOf(item) : emptyAdvert(),
    mode: 'onTouched',
  })
  const { register, formState, handleSubmit, reset, watch } = form
  const errors = formState.errors
  const saver = useItemSave<AdvertFields, AdminAdvert>(form, '/api/admin/adverts', 'advert', (saved) => {
    reset(item ? fieldsOf(saved) : emptyAdvert())
    onSaved()
  })
  const submit = handleSubmit((values) => saver.save(values, item))
  const feed = watch('kind') === 'aggregated-feed'
  const text = (id: string, name: TextField, label: string, hint?: string) => (
    <FormField id={id} label={label} hint={hint} error={errors[name]?.message}>
      <input id={id} type="text" {...register(name)} {...fieldAria(id, errors[name]?.message, hint !== undefined)} />
    </FormField>
  )
  const size = (id: string, name: 'mobileImageSize' | 'desktopImageSize', label: string) => (
    <FormField id={id} label={label} error={errors[name]?.message}>
      <select id={id} {...register(name)} {...fieldAria(id, errors[name]?.message)}>
        {ADVERT_IMAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </FormField>
  )

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby="advert-form-title">
      <h2 id="advert-form-title">{item ? `Edit '${item.title}' (version ${item.version})` : 'New page or feed advert'}</h2>
      {saver.conflict ? (
        <ItemConflict
          noun="advert"
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
      <FormField id="advert-kind" label="Kind" error={errors.kind?.message}>
        <select id="advert-kind" {...register('kind')} {...fieldAria('advert-kind', errors.kind?.message)}>
          <option value="other">Page advert</option>
          <option value="aggregated-feed">Feed advert</option>
        </select>
      </FormField>
      {text('advert-title', 'title', 'Title')}
      {text('advert-url', 'url', 'Link', 'A path of ours (/…) or an https:// address')}
      {text('advert-placement', 'placement', 'Placement', 'Empty: anywhere')}
      {text('advert-start', 'startUTC', 'Starts', 'UTC, e.g. 2026-03-01T18:00:00Z')}
      {text('advert-end', 'endUTC', 'Ends', 'UTC, e.g. 2026-03-31T23:59:00Z')}
      <FormField id="advert-channel" label="Channel" error={errors.channel?.message}>
        <select id="advert-channel" {...register('channel')} {...fieldAria('advert-channel', errors.channel?.message)}>
          <option value="">Every channel</option>
          <option value="web">Web site</option>
          <option value="app">App only</option>
        </select>
      </FormField>
      {feed ? (
        text('advert-feed-image', 'feedImageKey', 'Feed picture (library key)')
      ) : (
        <>
          {text('advert-mobile-image', 'mobileImageKey', 'Mobile picture (library key)')}
          {size('advert-mobile-size', 'mobileImageSize', 'Mobile picture size')}
          {text('advert-desktop-image', 'desktopImageKey', 'Desktop picture (library key)', 'Empty: the mobile picture')}
          {size('advert-desktop-size', 'desktopImageSize', 'Desktop picture size')}
        </>
      )}
      <FormField id="advert-position" label="Position" error={errors.position?.message}>
        <input
          id="advert-position"
          type="number"
          min={0}
          {...register('position', { valueAsNumber: true })}
          {...fieldAria('advert-position', errors.position?.message)}
        />
      </FormField>
      <label className="admin-check">
        <input type="checkbox" {...register('enabled')} /> Enabled
      </label>
      <label className="admin-check">
        <input type="checkbox" {...register('childFriendly')} /> Child friendly
      </label>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={formState.isSubmitting}>
          Save advert
        </button>
      </div>
      <p role="status" className="admin-status">
        {saver.status}
      </p>
    </form>
  )
}
