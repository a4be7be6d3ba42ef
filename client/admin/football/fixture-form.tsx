import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { type FixtureFields, FixtureFieldsSchema, MATCH_STATUSES } from '../../../shared/schemas/admin-football'
import type { AdminFixture } from '../../../shared/types/admin-football'
import { FootballConflict } from './football-conflict'
import { CheckboxInput, NumberInput, SelectInput, TextInput } from './football-inputs'
import { useFootballOptions } from './football-options'
import { LineupEditor } from './lineup-editor'
import { useFootballItem } from './use-football-item'

const EMPTY: FixtureFields = {
  teamId: 1,
  seasonId: 2025,
  competitionId: 1,
  roundLabel: '',
  kickoff: '',
  venue: '',
  isHome: true,
  opponentName: '',
  opponentShortName: '',
  opponentCrestKey: null,
  status: 'upcoming',
  homeScore: null,
  awayScore: null,
  homeHalfTimeScore: null,
  awayHalfTimeScore: null,
  attendance: null,
  referee: '',
}

const STATUS_LABELS: Record<FixtureFields['status'], string> = {
  upcoming: 'To come',
  live: 'Being played',
  fulltime: 'Played (full time)',
  postponed: 'Postponed',
}

/**
 * Issue 19 §4: a fixture, and its result once played: kick-off on London's
 * clock, home or away, the score only for a match played or being played.
 * Below a saved match, its line-up.
 */
export function FixtureForm({ id, onClose, onOpen }: { id: number | null; onClose: () => void; onOpen: (id: number) => void }) {
  const form = useForm<FixtureFields, unknown, FixtureFields>({
    resolver: zodResolver(FixtureFieldsSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  })
  const editing = useFootballItem<FixtureFields, AdminFixture>('/api/admin/football/fixtures', 'fixture', id, form, EMPTY, (m) =>
    onOpen(m.id),
  )
  const { teams, seasons, competitions } = useFootballOptions()
  if (editing.loadError) return <p role="alert">{editing.loadError}</p>
  if (id !== null && !editing.item) return <p role="status">Loading the match…</p>

  return (
    <>
      <FormProvider {...form}>
        <form className="admin-form" noValidate onSubmit={(event) => void editing.save(event)}>
          <div className="admin-heading-row">
            <h2>{id === null ? 'New fixture' : 'Edit fixture'}</h2>
            <p className="admin-meta">{editing.item ? `Version ${editing.item.version}` : 'Not saved yet'}</p>
          </div>
          <p className="admin-back">
            <button type="button" className="admin-button admin-button--small" onClick={onClose}>
              ← Fixtures
            </button>
          </p>
          {editing.conflict ? (
            <FootballConflict
              mine={form.getValues()}
              stored={editing.conflict}
              labels={{ kickoff: 'kick-off', homeScore: 'score', awayScore: 'score', isHome: 'home or away' }}
              busy={editing.busy}
              onKeepMine={() => void editing.keepMine()}
              onTakeTheirs={editing.takeTheirs}
            />
          ) : null}
          <div className="admin-form__grid">
            <div className="admin-form__main">
              <SelectInput<FixtureFields> name="teamId" label="Team" options={teams} numeric />
              <TextInput<FixtureFields> name="opponentName" label="Opponent" />
              <TextInput<FixtureFields> name="opponentShortName" label="Opponent's short name" />
              <TextInput<FixtureFields> name="kickoff" label="Kick-off (London time)" type="datetime-local" />
              <CheckboxInput<FixtureFields> name="isHome" label="At home" />
              <TextInput<FixtureFields> name="venue" label="Venue" />
              <TextInput<FixtureFields> name="roundLabel" label="Round" />
            </div>
            <div className="admin-form__side">
              <SelectInput<FixtureFields> name="seasonId" label="Season" options={seasons} numeric />
              <SelectInput<FixtureFields> name="competitionId" label="Competition" options={competitions} numeric />
              <SelectInput<FixtureFields>
                name="status"
                label="Status"
                options={MATCH_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              />
              <NumberInput<FixtureFields> name="homeScore" label="Home score" hint="Only once the match is being played" />
              <NumberInput<FixtureFields> name="awayScore" label="Away score" />
              <NumberInput<FixtureFields> name="homeHalfTimeScore" label="Home half-time score" />
              <NumberInput<FixtureFields> name="awayHalfTimeScore" label="Away half-time score" />
              <NumberInput<FixtureFields> name="attendance" label="Attendance" />
              <TextInput<FixtureFields> name="referee" label="Referee" />
              <TextInput<FixtureFields> name="opponentCrestKey" label="Opponent's crest (picture key)" nullable />
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
      {editing.item ? <LineupEditor matchId={editing.item.id} teamId={editing.item.fields.teamId} /> : null}
    </>
  )
}
