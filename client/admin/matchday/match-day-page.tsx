import { matchCentrePath } from '../../../shared/rules/football-paths'
import type { MatchSummary } from '../../../shared/types/football'
import { errorText } from '../admin-api'
import { londonDateTime } from '../admin-dates'
import { useAdminData } from '../use-admin-data'
import { MatchConsole } from './match-console'

type Dashboard = { data: { attributes: { matches: MatchSummary[] } } }

/**
 * Issue 19 §5: /admin/matchday lists today's and the next matches (a live one
 * first); /admin/matchday/{id} is that match's console.
 */
export function MatchDayPage({ itemID }: { itemID: string | null }) {
  const id = itemID === null ? null : Number(itemID)
  if (id !== null && Number.isInteger(id) && id > 0) return <MatchConsole key={id} matchId={id} />
  return <MatchChooser />
}

function MatchChooser() {
  const { state } = useAdminData<Dashboard>('/api/admin/dashboard')
  return (
    <div>
      <div className="admin-heading-row">
        <h1>Match day</h1>
      </div>
      {state.status === 'loading' ? <p role="status">Loading the matches…</p> : null}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      {state.status === 'ready' ? (
        state.data.data.attributes.matches.length === 0 ? (
          <p className="admin-empty">No match today or coming up.</p>
        ) : (
          <ul className="admin-list admin-panel" aria-label="Matches">
            {state.data.data.attributes.matches.map((match) => (
              <li key={match.id}>
                <a href={`/admin/matchday/${match.id}`}>
                  {match.home.name} v {match.away.name}
                  {match.status === 'live' ? ' (live)' : ''}
                </a>{' '}
                <span className="admin-meta">
                  {match.competition} · {londonDateTime(match.kickoff)} · <a href={matchCentrePath(match)}>match centre</a>
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  )
}
