import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type AdminSlotAdvert, type SlotAdvertFields, SlotAdvertFieldsSchema } from '../../../shared/schemas/admin-adverts'
import { FOOTER_SLOTS } from '../../../shared/types/slot-advert'
import { FormField, fieldAria } from '../form-field'
import { ItemConflict } from './item-conflict'
import { useItemSave } from './use-item-save'

const CHANNELS = [
  { value: '', label: 'Every channel' },
  { value: 'web', label: 'Web site' },
  { value: 'app', label: 'App only' },
] as const

const UTC_HINT = 'UTC, e.g. 2026-03-01T18:00:00Z'

export function emptySlotAdvert(): SlotAdvertFields {
  const start = new Date()
  start.setUTCSeconds(0, 0)
  const end = new Date(start.getTime() + 30 * 86_400_000)
  return {
    slotId: 'footerSlot1',
    advertName: '',
    advertRef: '',
    campaignRef: '',
    url: '',
    enabled: true,
    channel: 'web',
    childFriendly: true,
    startUTC: start.toISOString(),
    endUTC: end.toISOString(),
    mobileImageKey: '',
    desktopImageKey: '',
    position: 0,
  }
}

function fieldsOf(item: AdminSlotAdvert): SlotAdvertFields {
  const { id: _id, version: _version, ...fields } = item
  return fields
}

/**
 * Issue 19 §6: book an advert into a footer slot (SPEC §3): pictures by their
 * library key (upload in Pictures), the UTC window, the channel and the link.
 * Checked with the API's own schema (zodResolver), refusals beside their fields.
 */
export function SlotAdvertForm({ item, onSaved }: { item: AdminSlotAdvert | null; onSaved: () => void }) {
  const form = useForm<SlotAdvertFields, unknown, SlotAdvertFields>({
    resolver: zodResolver(SlotAdvertFieldsSchema),
    defaultValues: item ? fieldsOf(item) : emptySlotAdvert(),
    mode: 'onTouched',
  })
  const { register, formState, handleSubmit, reset } = form
  const errors = formState.errors
  const saver = useItemSave<SlotAdvertFields, AdminSlotAdvert>(form, '/api/admin/slot-adverts', 'slotAdvert', (saved) => {
    reset(fieldsOf(saved))
    onSaved()
  })
  const submit = handleSubmit((values) => saver.save(values, item))
  const text = (id: string, name: keyof SlotAdvertFields, label: string, hint?: string) => (
    <FormField id={id} label={label} hint={hint} error={errors[name]?.message}>
      <input id={id} type="text" {...register(name)} {...fieldAria(id, errors[name]?.message, hint !== undefined)} />
    </FormField>
  )

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby="slot-advert-title">
      <h2 id="slot-advert-title">{item ? `Edit '${item.advertName}' (version ${item.version})` : 'Book a footer advert'}</h2>
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
      <FormField id="slot-advert-slot" label="Footer slot" error={errors.slotId?.message}>
        <select id="slot-advert-slot" {...register('slotId')} {...fieldAria('slot-advert-slot', errors.slotId?.message)}>
          {FOOTER_SLOTS.map((slot, index) => (
            <option key={slot} value={slot}>
              Slot {index + 1}
            </option>
          ))}
        </select>
      </FormField>
      {text('slot-advert-name', 'advertName', 'Advert name')}
      {text('slot-advert-ref', 'advertRef', 'Advert reference')}
      {text('slot-advert-campaign', 'campaignRef', 'Campaign reference')}
      {text('slot-advert-url', 'url', 'Link', 'A path of ours (/…) or an https:// address')}
      {text('slot-advert-start', 'startUTC', 'Starts', UTC_HINT)}
      {text('slot-advert-end', 'endUTC', 'Ends', UTC_HINT)}
      <FormField id="slot-advert-channel" label="Channel" error={errors.channel?.message}>
        <select id="slot-advert-channel" {...register('channel')} {...fieldAria('slot-advert-channel', errors.channel?.message)}>
          {CHANNELS.map((channel) => (
            <option key={channel.value} value={channel.value}>
              {channel.label}
            </option>
          ))}
        </select>
      </FormField>
      {text('slot-advert-mobile', 'mobileImageKey', 'Mobile picture (library key)', 'e.g. uploads/2026/03/….png, from Pictures')}
      {text('slot-advert-desktop', 'desktopImageKey', 'Desktop picture (library key)', 'Empty: the mobile picture')}
      <FormField id="slot-advert-position" label="Position in the slot" error={errors.position?.message}>
        <input
          id="slot-advert-position"
          type="number"
          min={0}
          {...register('position', { valueAsNumber: true })}
          {...fieldAria('slot-advert-position', errors.position?.message)}
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
          {item ? 'Save advert' : 'Book advert'}
        </button>
      </div>
      <p role="status" className="admin-status">
        {saver.status}
      </p>
    </form>
  )
}
