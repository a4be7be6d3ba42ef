import type { ReactNode } from 'react'
import { CHECK_OUTCOMES, type OpsFigures } from '../../../shared/rules/ops-figures'
import { scrollRegion } from '../scroll-region'
import { clock, count, seconds } from './ops-format'

/** SPEC §8.1: what each refusal code means, for the table's column headings. */
const OUTCOME_NAMES: Record<string, string> = {
  granted: 'Granted',
  ERR_3684853_1: 'Not logged in',
  ERR_3684853_2: 'Stream issue',
  ERR_3684853_3: 'Not subscribed',
  ERR_56882466_2: 'Country',
  ERR_56882466_1: 'Blocked',
  ERR_54648_1: 'Device limit',
}

const ERROR_NAMES = { playbackFailure: 'Playback failures', stall: 'Stalls over 2 s', firstFrame: 'Time to first frame' } as const

interface TableProps {
  caption: string
  /** The column headings, left to right (the first heads the rows' own headings). */
  columns: readonly ReactNode[]
  empty: string | null
  children: ReactNode
}

function Table({ caption, columns, empty, children }: TableProps) {
  return (
    <section className="admin-ops__table">
      <div className="admin-table-wrap" {...scrollRegion(caption)}>
        <table className="admin-table admin-ops__numbers">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table.
                <th scope="col" key={i}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {empty ? <p className="admin-muted">{empty}</p> : null}
    </section>
  )
}

export function PlayerTables({ openPlayers }: { openPlayers: OpsFigures['openPlayers'] }) {
  const window = `grants and token renewals in the last ${openPlayers.windowMinutes} whole minutes`
  return (
    <div className="admin-ops__pair">
      <Table
        caption={`Open players by stream (${window})`}
        columns={['Stream', 'Players']}
        empty={openPlayers.byStream.length === 0 ? 'No open players.' : null}
      >
        {openPlayers.byStream.map((row) => (
          <tr key={row.stream}>
            <th scope="row">{row.stream || 'unknown'}</th>
            <td>{count(row.players)}</td>
          </tr>
        ))}
      </Table>
      <Table
        caption="Open players by country"
        columns={['Country', 'Players']}
        empty={openPlayers.byCountry.length === 0 ? 'No open players.' : null}
      >
        {openPlayers.byCountry.map((row) => (
          <tr key={row.country}>
            <th scope="row">{row.country === 'XX' ? 'Unknown' : row.country}</th>
            <td>{count(row.players)}</td>
          </tr>
        ))}
      </Table>
    </div>
  )
}

/** Newest minute first: the one happening now is at the top. */
export function PerMinuteTable({ checks, renewals }: Pick<OpsFigures, 'checks' | 'renewals'>) {
  const rows = checks.map((minute, i) => ({ ...minute, renewals: renewals[i]?.count ?? 0 })).reverse()
  return (
    <Table
      caption="Session checks by outcome and token renewals, per minute (London time)"
      columns={[
        'Minute',
        ...CHECK_OUTCOMES.map((outcome) => (
          <>
            {OUTCOME_NAMES[outcome]}
            {outcome === 'granted' ? null : <span className="admin-ops__code">{outcome}</span>}
          </>
        )),
        'Renewals',
      ]}
      empty={null}
    >
      {rows.map((row) => (
        <tr key={row.minute}>
          <th scope="row">{clock(row.minute)}</th>
          {CHECK_OUTCOMES.map((outcome) => (
            <td key={outcome}>{count(row.outcomes[outcome] ?? 0)}</td>
          ))}
          <td>{count(row.renewals)}</td>
        </tr>
      ))}
    </Table>
  )
}

export function ErrorTables({
  playerErrors,
  byStream,
}: {
  playerErrors: OpsFigures['playerErrors']
  byStream: OpsFigures['playerErrorsByStream']
}) {
  return (
    <div className="admin-ops__pair">
      <Table caption="Player errors reported by the browsers" columns={['Kind', 'Reports', 'Average']} empty={null}>
        {playerErrors.map((row) => (
          <tr key={row.kind}>
            <th scope="row">{ERROR_NAMES[row.kind]}</th>
            <td>{count(row.count)}</td>
            <td>{seconds(row.averageMs)}</td>
          </tr>
        ))}
      </Table>
      <Table
        caption="Playback failures and stalls by stream"
        columns={['Stream', 'Failures', 'Stalls']}
        empty={byStream.length === 0 ? 'No failures or stalls reported.' : null}
      >
        {byStream.map((row) => (
          <tr key={row.stream}>
            <th scope="row">{row.stream || 'unknown'}</th>
            <td>{count(row.playbackFailure)}</td>
            <td>{count(row.stall)}</td>
          </tr>
        ))}
      </Table>
    </div>
  )
}

export function WebhookTable({ failures }: { failures: OpsFigures['webhookFailures'] }) {
  return (
    <Table caption="Webhook failures" columns={['Webhook', 'Why', 'Failures']} empty={failures.length === 0 ? 'No webhook failed.' : null}>
      {failures.map((row) => (
        <tr key={`${row.source}:${row.reason}`}>
          <th scope="row">{row.source === 'payments' ? 'Payments (Stripe)' : 'Video provider (Stream)'}</th>
          <td>{row.reason === 'signature' ? 'Signature refused' : 'Handler failed (retried)'}</td>
          <td>{count(row.count)}</td>
        </tr>
      ))}
    </Table>
  )
}

export function SocketsTable({ sockets }: { sockets: { matchId: number; open: number }[] }) {
  return (
    <Table caption="Sockets open per match" columns={['Match', 'Sockets']} empty={sockets.length === 0 ? 'No match sockets open.' : null}>
      {sockets.map((row) => (
        <tr key={row.matchId}>
          <th scope="row">
            <a href={`/admin/matchday/${row.matchId}`}>Match {row.matchId}</a>
          </th>
          <td>{count(row.open)}</td>
        </tr>
      ))}
    </Table>
  )
}
