import type { ReactNode } from 'react'
import { matchCentrePath } from '../../shared/rules/football-paths'
import type { AuditEntry } from '../../shared/schemas/admin-audit'
import type { AdminArticleSummary } from '../../shared/types/admin-articles'
import type { MatchSummary } from '../../shared/types/football'
import { errorText } from './admin-api'
import { londonDateTime } from './admin-dates'
import { AuditSubject } from './audit/audit-subject'
import { StateBadge } from './state-badge'
import { useAdminData } from './use-admin-data'

interface DashboardData {
  data: { attributes: { matches: MatchSummary[]; drafts: AdminArticleSummary[]; scheduled: AdminArticleSummary[]; changes: AuditEntry[] } }
}

/** Issue 19 §1: what the desk needs at a glance: the matches, the news waiting, the last changes. */
export function Dashboard() {
  const { state } = useAdminData<DashboardData>('/api/admin/dashboard')
  return (
    <div className="admin-dashboard">
      <h1>Dashboard</h1>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      {state.status === 'ready' ? <Panels {...state.data.data.attributes} /> : null}
    </div>
  )
}

function Panels({ matches, drafts, scheduled, changes }: DashboardData['data']['attributes']) {
  return (
    <div className="admin-panels">
      <Panel title="Today's and next matches" empty="No matches today or coming up." items={matches}>
        {(match: MatchSummary) => (
          <li key={match.id}>
            <a href={matchCentrePath(match)}>
              {match.home.name} v {match.away.name}
            </a>
            <span className="admin-muted">
              {match.competition} · {londonDateTime(match.kickoff)}
              {match.homeScore !== null && match.awayScore !== null ? ` · ${match.homeScore}–${match.awayScore}` : ''} ·{' '}
              <a href={`/admin/matchday/${match.id}`}>
                console
                <span className="visually-hidden">
                  {' '}
                  for {match.home.name} v {match.away.name}
                </span>
              </a>
            </span>
          </li>
        )}
      </Panel>
      <Panel title="Drafts" empty="No drafts." items={drafts}>
        {(article: AdminArticleSummary) => (
          <li key={article.id}>
            <ArticleLink article={article} />
            <span className="admin-muted">Updated {londonDateTime(article.updatedAt)}</span>
          </li>
        )}
      </Panel>
      <Panel title="Scheduled" empty="Nothing scheduled." items={scheduled}>
        {(article: AdminArticleSummary) => (
          <li key={article.id}>
            <ArticleLink article={article} />
            <span className="admin-muted">Publishes {londonDateTime(article.publishedAt)} London time</span>
          </li>
        )}
      </Panel>
      <Panel title="Last changes" empty="No changes yet." items={changes}>
        {(entry: AuditEntry) => (
          <li key={entry.id}>
            <span>
              {entry.actorEmail} · {entry.action} · <AuditSubject entry={entry} />
            </span>
            <span className="admin-muted">{londonDateTime(entry.at)}</span>
          </li>
        )}
      </Panel>
    </div>
  )
}

function ArticleLink({ article }: { article: AdminArticleSummary }) {
  return (
    <span className="admin-row-title">
      <a href={`/admin/articles/${article.id}`} lang={article.locale} dir={article.locale === 'ar' ? 'rtl' : undefined}>
        {article.title}
      </a>{' '}
      <StateBadge state={article.state} />
    </span>
  )
}

function Panel<T>({ title, empty, items, children }: { title: string; empty: string; items: T[]; children: (item: T) => ReactNode }) {
  return (
    <section className="admin-panel">
      <h2>{title}</h2>
      {items.length === 0 ? <p className="admin-empty">{empty}</p> : <ul className="admin-list">{items.map(children)}</ul>}
    </section>
  )
}
