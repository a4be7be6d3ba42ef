import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { MATCH_STATUSES } from '../../../shared/schemas/admin-football'
import type { AdminFixture } from '../../../shared/types/admin-football'
import { londonDateTime } from '../admin-dates'
import { FixtureForm } from './fixture-form'
import { FootballList } from './football-list'
import { useFootballOptions, useOpenItem } from './football-options'

const score = (m: AdminFixture) => (m.fields.homeScore === null ? '–' : `${m.fields.homeScore}–${m.fields.awayScore}`)

/** Issue 19 §4: fixtures and results, newest first, paged in D1; a match opens in the form with its line-up. */
export function FixturesPage() {
  const [open, go] = useOpenItem()
  const [filter, setFilter] = useState({ teamId: '', seasonId: '', status: '', q: '' })
  const { teams, seasons } = useFootballOptions()
  if (open !== null) return <FixtureForm key={String(open)} id={open === 'new' ? null : open} onClose={() => go(null)} onOpen={go} />

  const columns: ColumnDef<AdminFixture>[] = [
    { id: 'kickoff', header: 'Kick-off (London)', cell: ({ row }) => londonDateTime(row.original.kickoffUtc) },
    {
      id: 'opponent',
      header: 'Match',
      cell: ({ row }) => (
        <a
          href={`?id=${row.original.id}`}
          onClick={(event) => {
            event.preventDefault()
            go(row.original.id)
          }}
        >
          {row.original.teamName} {row.original.fields.isHome ? 'v' : 'at'} {row.original.fields.opponentName}
        </a>
      ),
    },
    { id: 'competition', header: 'Competition', cell: ({ row }) => row.original.competitionName },
    { id: 'status', header: 'Status', cell: ({ row }) => row.original.fields.status },
    { id: 'score', header: 'Score', cell: ({ row }) => score(row.original) },
  ]
  const url = (page: number, size: number) => {
    const params = new URLSearchParams({ page: String(page), size: String(size) })
    for (const [key, value] of Object.entries(filter)) if (value.trim()) params.set(key, value.trim())
    return `/api/admin/football/fixtures?${params}`
  }
  const select = (
    key: 'teamId' | 'seasonId' | 'status',
    label: string,
    all: string,
    options: Array<{ value: string | number; label: string }>,
  ) => (
    <label>
      {label}{' '}
      <select value={filter[key]} onChange={(e) => setFilter({ ...filter, [key]: e.target.value })}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
  const filters = (
    <div className="admin-filters">
      {select('teamId', 'Team', 'All teams', teams)}
      {select('seasonId', 'Season', 'All seasons', seasons)}
      {select(
        'status',
        'Status',
        'Any status',
        MATCH_STATUSES.map((s) => ({ value: s, label: s })),
      )}
      <label>
        Opponent <input type="search" value={filter.q} onChange={(e) => setFilter({ ...filter, q: e.target.value })} />
      </label>
    </div>
  )
  return (
    <div>
      <div className="admin-heading-row">
        <h2>Fixtures and results</h2>
        <a
          className="admin-button admin-button--primary"
          href="?id=new"
          onClick={(event) => {
            event.preventDefault()
            go('new')
          }}
        >
          New fixture
        </a>
      </div>
      <FootballList caption="Fixtures" url={url} columns={columns} filters={filters} />
    </div>
  )
}
