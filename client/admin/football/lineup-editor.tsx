import { useEffect, useState } from 'react'
import { lineupProblems, type LineupEntry, MAX_STARTERS } from '../../../shared/rules/lineup-check'
import type { AdminLineup, AdminPlayer } from '../../../shared/types/admin-football'
import { apiSend, errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { scrollRegion } from '../scroll-region'

type Role = LineupEntry['role'] | ''
type Row = { role: Role; shirtNumber: string; isCaptain: boolean }

/**
 * Issue 19 §4: the club's team sheet for a match: each of the team's players
 * starts, is a substitute, or is left out. The sheet's rule
 * (shared/rules/lineup-check.ts) is checked here as the API checks it; the
 * sheet is saved whole, under the match's version (§10).
 */
export function LineupEditor({ matchId, teamId }: { matchId: number; teamId: number }) {
  const url = `/api/admin/football/fixtures/${matchId}/lineup`
  const { state: lineupState, reload } = useAdminData<{ data: { attributes: AdminLineup } }>(url)
  const squad = useAdminData<{ data: { attributes: AdminPlayer }[] }>(`/api/admin/football/players?teamId=${teamId}&size=100`).state
  const [rows, setRows] = useState<Record<number, Row>>({})
  const [status, setStatus] = useState('')
  const lineup = lineupState.status === 'ready' ? lineupState.data.data.attributes : null
  const players = squad.status === 'ready' ? squad.data.data.map((d) => d.attributes) : []

  useEffect(() => {
    if (!lineup) return
    setRows(
      Object.fromEntries(
        lineup.entries.map((e) => [
          e.playerId,
          { role: e.role, shirtNumber: e.shirtNumber === null ? '' : String(e.shirtNumber), isCaptain: e.isCaptain },
        ]),
      ),
    )
  }, [lineup])

  const entries: LineupEntry[] = players.flatMap((p) => {
    const row = rows[p.id]
    if (!row?.role) return []
    return [
      { playerId: p.id, role: row.role, shirtNumber: row.shirtNumber === '' ? null : Number(row.shirtNumber), isCaptain: row.isCaptain },
    ]
  })
  const problems = lineupProblems(entries, new Set(players.map((p) => p.id)))
  const starters = entries.filter((e) => e.role === 'starter').length
  const change = (id: number, next: Partial<Row>) =>
    setRows((current) => {
      const before: Row = current[id] ?? { role: '', shirtNumber: '', isCaptain: false }
      return { ...current, [id]: { ...before, ...next } }
    })

  const save = async () => {
    if (!lineup) return
    setStatus('Saving…')
    const result = await apiSend('PUT', url, { data: { type: 'lineup', attributes: { entries }, meta: { version: lineup.version } } })
    if (result.ok) {
      setStatus('Line-up saved.')
      return reload()
    }
    if (result.status === 409) {
      setStatus('Someone else changed this match meanwhile: the stored line-up is shown again; make your changes once more.')
      return reload()
    }
    setStatus(`Not saved: ${errorText(result.errors)}`)
  }

  if (lineupState.status === 'failed') return <p role="alert">{errorText(lineupState.errors)}</p>
  return (
    <section className="admin-form" aria-labelledby="lineup-heading">
      <h2 id="lineup-heading">Line-up</h2>
      <p>
        {starters} of {MAX_STARTERS} starters, {entries.length - starters} substitutes.
      </p>
      <div className="admin-table-wrap" {...scrollRegion('Line-up')}>
        <table className="admin-table">
          <caption className="visually-hidden">The team's players and their places on the team sheet</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Place</th>
              <th scope="col">Shirt number</th>
              <th scope="col">Captain</th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => {
              const row = rows[p.id] ?? { role: '', shirtNumber: '', isCaptain: false }
              const name = p.fields.knownAs || `${p.fields.firstName} ${p.fields.lastName}`
              const index = entries.findIndex((e) => e.playerId === p.id)
              const problem = problems.find((x) => x.index === index && index >= 0)
              return (
                <tr key={p.id}>
                  <th scope="row">
                    {name}
                    {problem ? (
                      <span className="admin-error" id={`lineup-${p.id}-error`}>
                        {' '}
                        {problem.message}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    <select
                      aria-label={`Place of ${name}`}
                      value={row.role}
                      onChange={(e) =>
                        change(p.id, { role: e.target.value as Role, shirtNumber: row.shirtNumber || String(p.fields.number ?? '') })
                      }
                      aria-describedby={problem ? `lineup-${p.id}-error` : undefined}
                    >
                      <option value="">Not in the squad</option>
                      <option value="starter">Starts</option>
                      <option value="sub">Substitute</option>
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label={`Shirt number of ${name}`}
                      inputMode="numeric"
                      size={3}
                      value={row.shirtNumber}
                      disabled={!row.role}
                      onChange={(e) => change(p.id, { shirtNumber: e.target.value.replace(/\D/g, '') })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name} is captain`}
                      checked={row.isCaptain}
                      disabled={row.role !== 'starter'}
                      onChange={(e) => change(p.id, { isCaptain: e.target.checked })}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {problems
        .filter((p) => p.index === null)
        .map((p) => (
          <p key={p.message} className="admin-error" role="alert">
            {p.message}
          </p>
        ))}
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={!lineup || problems.length > 0}
          onClick={() => void save()}
        >
          Save line-up
        </button>
        <span className="admin-status" role="status">
          {status}
        </span>
      </div>
    </section>
  )
}
