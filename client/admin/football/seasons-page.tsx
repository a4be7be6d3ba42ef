import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import {
  COMPETITION_KINDS,
  type CompetitionFields,
  CompetitionFieldsSchema,
  type SeasonFields,
  SeasonFieldsSchema,
} from '../../../shared/schemas/admin-football-basics'
import type { AdminCompetition, AdminSeason } from '../../../shared/types/admin-football'
import { CheckboxInput, NumberInput, SelectInput, TextInput } from './football-inputs'
import { FootballItemForm } from './football-item-form'
import { FootballList } from './football-list'

const NEW_SEASON: SeasonFields = { startYear: new Date().getUTCFullYear(), slug: '', name: '', isCurrent: false }
const NEW_COMPETITION: CompetitionFields = { slug: '', name: '', shortName: '', kind: 'league', logoKey: null }

type Open = { kind: 'season' | 'competition'; id: number | null } | null

function opener(setOpen: (open: Open) => void, kind: 'season' | 'competition', id: number, label: string) {
  return (
    <button type="button" className="admin-link-button" onClick={() => setOpen({ kind, id })}>
      {label}
    </button>
  )
}

/** Issue 19 §4: the seasons (one of them current, SPEC §9.1) and the competitions the teams play in. */
export function SeasonsPage() {
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  if (open?.kind === 'season')
    return (
      <FootballItemForm<SeasonFields>
        title={open.id === null ? 'New season' : 'Edit season'}
        base="/api/admin/football/seasons"
        type="season"
        id={open.id}
        schema={SeasonFieldsSchema}
        empty={NEW_SEASON}
        onClose={close}
      >
        <NumberInput<SeasonFields> name="startYear" label="Start year" hint="2025 for the 2025/26 season" />
        <TextInput<SeasonFields> name="slug" label="Address" hint="2025-26 for the 2025/26 season" />
        <TextInput<SeasonFields> name="name" label="Name" hint="2025/26" />
        <CheckboxInput<SeasonFields> name="isCurrent" label="The current season" />
      </FootballItemForm>
    )
  if (open?.kind === 'competition')
    return (
      <FootballItemForm<CompetitionFields>
        title={open.id === null ? 'New competition' : 'Edit competition'}
        base="/api/admin/football/competitions"
        type="competition"
        id={open.id}
        schema={CompetitionFieldsSchema}
        empty={NEW_COMPETITION}
        onClose={close}
      >
        <TextInput<CompetitionFields> name="name" label="Name" />
        <TextInput<CompetitionFields> name="shortName" label="Short name" />
        <TextInput<CompetitionFields> name="slug" label="Address" />
        <SelectInput<CompetitionFields> name="kind" label="Kind" options={COMPETITION_KINDS.map((k) => ({ value: k, label: k }))} />
        <TextInput<CompetitionFields> name="logoKey" label="Logo (picture key)" nullable />
      </FootballItemForm>
    )
  const seasonColumns: ColumnDef<AdminSeason>[] = [
    { id: 'name', header: 'Season', cell: ({ row }) => opener(setOpen, 'season', row.original.id, row.original.fields.name) },
    { id: 'current', header: 'Current', cell: ({ row }) => (row.original.fields.isCurrent ? 'Yes' : '') },
  ]
  const competitionColumns: ColumnDef<AdminCompetition>[] = [
    { id: 'name', header: 'Competition', cell: ({ row }) => opener(setOpen, 'competition', row.original.id, row.original.fields.name) },
    { id: 'kind', header: 'Kind', cell: ({ row }) => row.original.fields.kind },
  ]
  return (
    <div>
      <div className="admin-heading-row">
        <h2>Seasons</h2>
        <button type="button" className="admin-button admin-button--primary" onClick={() => setOpen({ kind: 'season', id: null })}>
          New season
        </button>
      </div>
      <FootballList caption="Seasons" url={() => '/api/admin/football/seasons'} columns={seasonColumns} />
      <div className="admin-heading-row">
        <h2>Competitions</h2>
        <button type="button" className="admin-button admin-button--primary" onClick={() => setOpen({ kind: 'competition', id: null })}>
          New competition
        </button>
      </div>
      <FootballList caption="Competitions" url={() => '/api/admin/football/competitions'} columns={competitionColumns} />
    </div>
  )
}
