import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { POSITIONS } from '../../../shared/schemas/admin-football'
import type { AdminPlayer } from '../../../shared/types/admin-football'
import { FootballList } from './football-list'
import { useFootballOptions, useOpenItem } from './football-options'
import { PlayerForm } from './player-form'

/** Issue 19 §4: the players, by team, paged in D1; a player opens in the form. */
export function PlayersPage() {
  const [open, go] = useOpenItem()
  const [filter, setFilter] = useState({ teamId: '', position: '', q: '' })
  const { teams } = useFootballOptions()
  if (open !== null) return <PlayerForm key={String(open)} id={open === 'new' ? null : open} onClose={() => go(null)} onOpen={go} />

  const columns: ColumnDef<AdminPlayer>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => {
        const f = row.original.fields
        return (
          <a
            href={`?id=${row.original.id}`}
            onClick={(event) => {
              event.preventDefault()
              go(row.original.id)
            }}
          >
            {f.knownAs || `${f.firstName} ${f.lastName}`}
          </a>
        )
      },
    },
    { id: 'number', header: 'No.', cell: ({ row }) => row.original.fields.number ?? '–' },
    { id: 'position', header: 'Position', cell: ({ row }) => row.original.fields.position },
    { id: 'team', header: 'Team', cell: ({ row }) => row.original.teamName },
    { id: 'active', header: 'On the site', cell: ({ row }) => (row.original.fields.isActive ? 'Yes' : 'No') },
  ]
  const url = (page: number, size: number) => {
    const params = new URLSearchParams({ page: String(page), size: String(size) })
    if (filter.teamId) params.set('teamId', filter.teamId)
    if (filter.position) params.set('position', filter.position)
    if (filter.q.trim()) params.set('q', filter.q.trim())
    return `/api/admin/football/players?${params}`
  }
  const filters = (
    <div className="admin-filters">
      <label>
        Team{' '}
        <select value={filter.teamId} onChange={(e) => setFilter({ ...filter, teamId: e.target.value })}>
          <option value="">All teams</option>
          {teams.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Position{' '}
        <select value={filter.position} onChange={(e) => setFilter({ ...filter, position: e.target.value })}>
          <option value="">All positions</option>
          {POSITIONS.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <label>
        Name <input type="search" value={filter.q} onChange={(e) => setFilter({ ...filter, q: e.target.value })} />
      </label>
    </div>
  )
  return (
    <div>
      <div className="admin-heading-row">
        <h2>Players</h2>
        <a
          className="admin-button admin-button--primary"
          href="?id=new"
          onClick={(event) => {
            event.preventDefault()
            go('new')
          }}
        >
          New player
        </a>
      </div>
      <FootballList caption="Players" url={url} columns={columns} filters={filters} />
    </div>
  )
}
