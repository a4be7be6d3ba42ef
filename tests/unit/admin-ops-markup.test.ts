import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type OpsRow, minuteOf, opsFigures } from '../../shared/rules/ops-figures'
import { ErrorTables, PerMinuteTable, PlayerTables, SocketsTable, WebhookTable } from '../../client/admin/ops/ops-tables'

// Issue 21 §7: the operations view's tables: a caption each, row and column headers, numbers formatted.
const T = Date.UTC(2026, 10, 28, 15, 30, 20)
const M = minuteOf(T)
const row = (minute: number, kind: string, label: string, count: number, total = 0): OpsRow => ({
  minute,
  kind,
  label,
  stream: 'live-match-audio',
  country: 'JP',
  count,
  total,
})
const figures = opsFigures(
  [
    row(M, 'check', 'granted', 12_345),
    row(M, 'check', 'ERR_54648_1', 3),
    row(M - 1, 'renewal', '', 4_210),
    row(M, 'player', 'stall', 2, 6400),
    row(M, 'webhook', 'payments:handler', 1),
  ],
  T,
  3,
)
const text = (element: ReturnType<typeof createElement>) =>
  renderToString(element)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the operations tables', () => {
  it('every table has a caption and header cells with scope', () => {
    const html = [
      renderToString(createElement(PlayerTables, { openPlayers: figures.openPlayers })),
      renderToString(createElement(PerMinuteTable, { checks: figures.checks, renewals: figures.renewals })),
      renderToString(createElement(ErrorTables, { playerErrors: figures.playerErrors, byStream: figures.playerErrorsByStream })),
      renderToString(createElement(WebhookTable, { failures: figures.webhookFailures })),
      renderToString(createElement(SocketsTable, { sockets: [{ matchId: 21, open: 40_000 }] })),
    ].join('')
    expect(html.match(/<table/g)).toHaveLength(7)
    expect(html.match(/<caption>/g)).toHaveLength(7)
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)/)
  })

  it('per minute, newest first, on London time, with thousands separated and each §8.1 code named', () => {
    const table = text(createElement(PerMinuteTable, { checks: figures.checks, renewals: figures.renewals }))
    expect(table).toContain('Device limit ERR_54648_1')
    expect(table).toMatch(/^Session checks .* Minute Granted .* Renewals 15:30 12,345 0 0 0 0 0 3 0 15:29 0 0 0 0 0 0 0 4,210 15:28/)
  })

  it('open players, player errors, webhooks and sockets read as the operator needs them', () => {
    expect(text(createElement(PlayerTables, { openPlayers: figures.openPlayers }))).toContain('live-match-audio 4,210')
    expect(text(createElement(ErrorTables, { playerErrors: figures.playerErrors, byStream: figures.playerErrorsByStream }))).toContain(
      'Stalls over 2 s 2 3.2 s',
    )
    expect(text(createElement(WebhookTable, { failures: figures.webhookFailures }))).toContain(
      'Payments (Stripe) Handler failed (retried) 1',
    )
    expect(text(createElement(SocketsTable, { sockets: [{ matchId: 21, open: 40_000 }] }))).toContain('Match 21 40,000')
  })
})
