import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { type PlayerFields, PlayerFieldsSchema, POSITIONS } from '../../../shared/schemas/admin-football'
import type { AdminPlayer } from '../../../shared/types/admin-football'
import { LeadPictureUpload } from '../pictures/lead-picture-upload'
import { FootballConflict } from './football-conflict'
import { CheckboxInput, NumberInput, SelectInput, TextArea, TextInput } from './football-inputs'
import { useFootballOptions } from './football-options'
import { useFootballItem } from './use-football-item'

const EMPTY: PlayerFields = {
  teamId: 1,
  slug: '',
  firstName: '',
  lastName: '',
  knownAs: '',
  number: null,
  position: 'Midfielder',
  biographyHtml: '',
  nationality: '',
  dateOfBirth: null,
  heightCm: null,
  joinedOn: null,
  imageKey: null,
  isActive: true,
}

const LABELS: Partial<Record<keyof PlayerFields, string>> = {
  teamId: 'team',
  number: 'squad number',
  biographyHtml: 'biography',
  imageKey: 'photo',
  isActive: 'on the site',
}

/**
 * Issue 19 §4: a player: name, number, position, photo (a picture of the
 * library, uploaded here), biography. Checked with the API's own schema.
 */
export function PlayerForm({ id, onClose, onOpen }: { id: number | null; onClose: () => void; onOpen: (id: number) => void }) {
  const form = useForm<PlayerFields, unknown, PlayerFields>({
    resolver: zodResolver(PlayerFieldsSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  })
  const editing = useFootballItem<PlayerFields, AdminPlayer>('/api/admin/football/players', 'player', id, form, EMPTY, (p) => onOpen(p.id))
  const { teams } = useFootballOptions()
  const imageKey = form.watch('imageKey')
  if (editing.loadError) return <p role="alert">{editing.loadError}</p>
  if (id !== null && !editing.item) return <p role="status">Loading the player…</p>

  return (
    <FormProvider {...form}>
      <form className="admin-form" noValidate onSubmit={(event) => void editing.save(event)}>
        <div className="admin-heading-row">
          <h2>{id === null ? 'New player' : 'Edit player'}</h2>
          <p className="admin-meta">{editing.item ? `Version ${editing.item.version}` : 'Not saved yet'}</p>
        </div>
        <p className="admin-back">
          <button type="button" className="admin-button admin-button--small" onClick={onClose}>
            ← Players
          </button>
        </p>
        {editing.conflict ? (
          <FootballConflict
            mine={form.getValues()}
            stored={editing.conflict}
            labels={LABELS}
            busy={editing.busy}
            onKeepMine={() => void editing.keepMine()}
            onTakeTheirs={editing.takeTheirs}
          />
        ) : null}
        <div className="admin-form__grid">
          <div className="admin-form__main">
            <TextInput<PlayerFields> name="firstName" label="First name" />
            <TextInput<PlayerFields> name="lastName" label="Last name" />
            <TextInput<PlayerFields> name="knownAs" label="Known as" hint="Shown instead of first and last name; leave empty for none" />
            <TextInput<PlayerFields> name="slug" label="Address" hint="As in /players/first-team/marcus-harness" />
            <TextArea<PlayerFields>
              name="biographyHtml"
              label="Biography"
              hint="Paragraphs in HTML (<p>…</p>); unsafe markup is removed on the site"
            />
          </div>
          <div className="admin-form__side">
            <SelectInput<PlayerFields> name="teamId" label="Team" options={teams} numeric />
            <NumberInput<PlayerFields> name="number" label="Squad number" />
            <SelectInput<PlayerFields> name="position" label="Position" options={POSITIONS.map((p) => ({ value: p, label: p }))} />
            <TextInput<PlayerFields> name="nationality" label="Nationality" />
            <TextInput<PlayerFields> name="dateOfBirth" label="Date of birth" type="date" nullable />
            <NumberInput<PlayerFields> name="heightCm" label="Height (cm)" />
            <TextInput<PlayerFields> name="joinedOn" label="Joined on" type="date" nullable />
            <TextInput<PlayerFields> name="imageKey" label="Photo" nullable hint={imageKey ? undefined : 'No photo yet'} />
            <LeadPictureUpload onUploaded={(key) => form.setValue('imageKey', key, { shouldDirty: true, shouldValidate: true })} />
            <CheckboxInput<PlayerFields> name="isActive" label="On the site (in the squad)" />
          </div>
        </div>
        <div className="admin-form__footer admin-actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={editing.busy}>
            Save
          </button>
          {editing.item ? (
            <button
              type="button"
              className="admin-button admin-button--danger"
              disabled={editing.busy}
              onClick={() => void editing.remove()}
            >
              Delete
            </button>
          ) : null}
          <p className="admin-status" role="status">
            {editing.status}
          </p>
        </div>
      </form>
    </FormProvider>
  )
}
