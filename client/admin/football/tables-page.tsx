import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { type TableRowFields, TableRowFieldsSchema } from '../../../shared/schemas/admin-football-basics'
import type { AdminTableRow } from '../../../shared/types/admin-football'
import { NumberInput, TextInput } from './football-inputs'
import { FootballItemForm } from './football-item-form'
import { FootballList } from './football-list'
import { useFootballOptions } from './football-options'

const EMPTY: TableRowFields = {
  clubName: '',
  clubShortName: '',
  position: 1,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
  form: '',
}

const COUNTS: Array<[keyof TableRowFields, string]> = [
  ['position', 'Position'],
  ['played', 'Played'],
  ['won', 'Won'],
  ['drawn', 'Drawn'],
  ['lost', 'Lost'],
  ['goalsFor', 'Goals for'],
  ['goalsAgainst', 'Goals against'],
  ['points', 'Points'],
]

/**
 * Issue 19 §4: a competition's table for a season, a row's numbers corrected
 * by hand (the CSV import replaces a whole table). Rows are edited one by one.
 */
export function TablesPage() {
  const { seasons, competitions } = useFootballOptions()
  const [choice, setChoice] = useState({ seasonId: '', competitionId: '' })
  const [open, setOpen] = useState<number | null>(null)
  const seasonId = choice.seasonId || String(seasons[0]?.value ?? '')
  const competitionId = choice.competitionId || String(competitions[0]?.value ?? '')
  if (open !== null)
    return (
      <FootballItemForm<TableRowFields>
        title="Edit table row"
        base="/api/admin/football/league-tables"
        type="leagueTableRow"
        id={open}
        schema={TableRowFieldsSchema}
        empty={EMPTY}
        canDelete={false}
        onClose={() => setOpen(null)}
      >
        <TextInput<TableRowFields> name="clubName" label="Club" />
        <TextInput<TableRowFields> name="clubShortName" label="Short name" />
        {COUNTS.map(([name, label]) => (
          <NumberInput<TableRowFields> key={name} name={name} label={label} />
        ))}
        <TextInput<TableRowFields> name="form" label="Form" hint="The last five, oldest first: WDLWW" />
      </FootballItemForm>
    )
  const columns: ColumnDef<AdminTableRow>[] = [
    { id: 'position', header: 'Pos', cell: ({ row }) => row.original.fields.position },
    {
      id: 'club',
      header: 'Club',
      cell: ({ row }) => (
        <button type="button" className="admin-link-button" onClick={() => setOpen(row.original.id)}>
          {row.original.fields.clubName}
        </button>
      ),
    },
    ...COUNTS.slice(1).map(
      ([key, label]): ColumnDef<AdminTableRow> => ({ id: key, header: label, cell: ({ row }) => row.original.fields[key] }),
    ),
  ]
  const select = (key: 'seasonId' | 'competitionId', label: string, value: string, options: Array<{ value: number; label: string }>) => (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => setChoice({ ...choice, [key]: e.target.value })}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <div>
      <h2>League tables</h2>
      <div className="admin-filters">
        {select('seasonId', 'Season', seasonId, seasons)}
        {select('competitionId', 'Competition', competitionId, competitions)}
      </div>
      {seasonId && competitionId ? (
        <FootballList
          caption="Table rows"
          url={() => `/api/admin/football/league-tables?seasonId=${seasonId}&competitionId=${competitionId}`}
          columns={columns}
        />
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  )
}
