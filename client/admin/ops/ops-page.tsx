import { useId, useState } from 'react'
import type { OpsFigures } from '../../../shared/rules/ops-figures'
import { errorText } from '../admin-api'
import { useAdminData } from '../use-admin-data'
import { useOpsRefresh } from './ops-refresh'
import { ErrorTables, PerMinuteTable, PlayerTables, SocketsTable, WebhookTable } from './ops-tables'
import { clock, count } from './ops-format'

export type OpsAnswer = OpsFigures & { store: 'd1' | 'analytics-engine'; matchSockets: { matchId: number; open: number }[] }

const SPANS = [15, 30, 60] as const

/**
 * Issue 21 §7 (administrators): match day as it happens: open players per stream and by country,
 * session checks per minute by outcome, token renewals, player errors reported by the browsers,
 * webhook failures and the sockets open per match, from GET /api/admin/ops, read again when the figures move (pushed).
 */
export function OpsPage() {
  const [minutes, setMinutes] = useState<(typeof SPANS)[number]>(15)
  const { state, reload } = useAdminData<{ data: { attributes: OpsAnswer } }>(`/api/admin/ops?minutes=${minutes}`)
  const { live } = useOpsRefresh(reload)
  const spanId = useId()
  const figures = state.status === 'ready' ? state.data.data.attributes : null
  return (
    <div className="admin-ops">
      <div className="admin-heading-row">
        <h1>Operations</h1>
        <div className="admin-ops__span">
          <label htmlFor={spanId}>Show the last</label>
          <select id={spanId} value={minutes} onChange={(event) => setMinutes(Number(event.target.value) as (typeof SPANS)[number])}>
            {SPANS.map((span) => (
              <option key={span} value={span}>
                {span} minutes
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'failed' ? <p role="alert">{errorText(state.errors)}</p> : null}
      {figures ? <Figures figures={figures} live={live} /> : null}
    </div>
  )
}

function Figures({ figures, live }: { figures: OpsAnswer; live: boolean }) {
  const checks = figures.checks.reduce((n, minute) => n + minute.total, 0)
  const renewals = figures.renewals.reduce((n, minute) => n + minute.count, 0)
  const failures = figures.playerErrors.find((e) => e.kind === 'playbackFailure')?.count ?? 0
  return (
    <>
      <p className="admin-muted">
        Updated {clock(figures.at, true)} London time, {live ? 'live as figures arrive' : 'every 5 seconds while live updates connect'} ·{' '}
        {figures.store === 'analytics-engine' ? 'Workers Analytics Engine' : 'counted in D1'}
      </p>
      <dl className="admin-ops__totals">
        <div>
          <dt>Open players</dt>
          <dd>{count(figures.openPlayers.total)}</dd>
        </div>
        <div>
          <dt>Session checks</dt>
          <dd>{count(checks)}</dd>
        </div>
        <div>
          <dt>Token renewals</dt>
          <dd>{count(renewals)}</dd>
        </div>
        <div>
          <dt>Playback failures</dt>
          <dd>{count(failures)}</dd>
        </div>
      </dl>
      <PlayerTables openPlayers={figures.openPlayers} />
      <PerMinuteTable checks={figures.checks} renewals={figures.renewals} />
      <ErrorTables playerErrors={figures.playerErrors} byStream={figures.playerErrorsByStream} />
      <WebhookTable failures={figures.webhookFailures} />
      <SocketsTable sockets={figures.matchSockets} />
    </>
  )
}
