import { describe, expect, it } from 'vitest'
import { minuteOf, OPEN_PLAYER_WINDOW_MINUTES, type OpsRow, opsFigures, opsMinutes } from '../../shared/rules/ops-figures'

// Issue 21 §7: the operations view's minutes, its query, and the figures built from either store's rows.
const T = Date.UTC(2026, 10, 28, 15, 30, 20) // 15:30:20 UTC
const M = minuteOf(T)

describe('minuteOf', () => {
  it.each([
    [Date.UTC(2026, 10, 28, 15, 30, 0), M],
    [Date.UTC(2026, 10, 28, 15, 30, 59, 999), M],
    [Date.UTC(2026, 10, 28, 15, 31, 0), M + 1],
    [0, 0],
    [59_999, 0],
  ])('%i is in minute %i', (ms, minute) => {
    expect(minuteOf(ms)).toBe(minute)
  })
})

describe('opsMinutes (?minutes=)', () => {
  it.each<[string | undefined, ReturnType<typeof opsMinutes>]>([
    [undefined, { state: 'ok', minutes: 15 }],
    ['1', { state: 'ok', minutes: 1 }],
    ['60', { state: 'ok', minutes: 60 }],
    ['015', { state: 'ok', minutes: 15 }],
    ['0', { state: 'invalid' }],
    ['61', { state: 'invalid' }],
    ['', { state: 'invalid' }],
    ['1.5', { state: 'invalid' }],
    ['-1', { state: 'invalid' }],
    ['1e1', { state: 'invalid' }],
    [' 5', { state: 'invalid' }],
    ['99999999999', { state: 'invalid' }],
  ])('%j → %j', (raw, expected) => {
    expect(opsMinutes(raw)).toEqual(expected)
  })
})

const row = (minute: number, kind: string, label: string, count: number, extra: Partial<OpsRow> = {}): OpsRow => ({
  minute,
  kind,
  label,
  stream: 'live-match-audio',
  country: 'GB',
  count,
  total: 0,
  ...extra,
})

describe('opsFigures', () => {
  it('the open players window is one renewal period of whole minutes (a token of 5 minutes renewed with 90 s left)', () => {
    expect(OPEN_PLAYER_WINDOW_MINUTES).toBe(4)
  })

  it.each<[string, OpsRow[], { stream: string; players: number }[]]>([
    ['nothing: no players', [], []],
    ['a grant in the current minute is not counted yet (whole minutes only)', [row(M, 'check', 'granted', 1)], []],
    ['a grant a minute ago is an open player', [row(M - 1, 'check', 'granted', 1)], [{ stream: 'live-match-audio', players: 1 }]],
    ['a renewal 4 minutes ago still counts', [row(M - 4, 'renewal', '', 3)], [{ stream: 'live-match-audio', players: 3 }]],
    ['5 minutes ago is out of the window', [row(M - 5, 'renewal', '', 3)], []],
    ['a refusal is no player', [row(M - 1, 'check', 'ERR_54648_1', 9)], []],
    [
      'streams most watched first',
      [
        row(M - 2, 'renewal', '', 2, { stream: 'a' }),
        row(M - 2, 'renewal', '', 5, { stream: 'b' }),
        row(M - 1, 'check', 'granted', 1, { stream: 'a' }),
      ],
      [
        { stream: 'b', players: 5 },
        { stream: 'a', players: 3 },
      ],
    ],
  ])('open players: %s', (_name, rows, byStream) => {
    expect(opsFigures(rows, T, 15).openPlayers.byStream).toEqual(byStream)
  })

  it('checks per minute by outcome, every minute and outcome present; rows outside the minutes shown are left out', () => {
    const f = opsFigures(
      [
        row(M, 'check', 'granted', 4),
        row(M, 'check', 'ERR_54648_1', 2),
        row(M - 2, 'check', 'ERR_3684853_1', 1),
        row(M - 3, 'check', 'granted', 7),
      ],
      T,
      3,
    )
    expect(f.from).toBe('2026-11-28T15:28:00.000Z')
    expect(f.checks.map((c) => [c.minute, c.total])).toEqual([
      ['2026-11-28T15:28:00.000Z', 1],
      ['2026-11-28T15:29:00.000Z', 0],
      ['2026-11-28T15:30:00.000Z', 6],
    ])
    expect(f.checks[2]?.outcomes).toEqual({
      granted: 4,
      ERR_3684853_1: 0,
      ERR_3684853_2: 0,
      ERR_3684853_3: 0,
      ERR_56882466_2: 0,
      ERR_56882466_1: 0,
      ERR_54648_1: 2,
    })
  })

  it('an unknown outcome or kind, or a minute from the future, is ignored', () => {
    const f = opsFigures([row(M, 'check', 'maybe', 4), row(M, 'weird', 'x', 1), row(M + 1, 'check', 'granted', 1)], T, 2)
    expect(f.checks.every((c) => c.total === 0)).toBe(true)
  })

  it('player errors: counts, average milliseconds (none for failures), and by stream', () => {
    const f = opsFigures(
      [
        row(M, 'player', 'stall', 2, { total: 7000 }),
        row(M - 1, 'player', 'stall', 1, { total: 2500, stream: 'other' }),
        row(M, 'player', 'firstFrame', 4, { total: 4000 }),
        row(M, 'player', 'playbackFailure', 1),
      ],
      T,
      15,
    )
    expect(f.playerErrors).toEqual([
      { kind: 'playbackFailure', count: 1, averageMs: null },
      { kind: 'stall', count: 3, averageMs: 3167 },
      { kind: 'firstFrame', count: 4, averageMs: 1000 },
    ])
    expect(f.playerErrorsByStream).toEqual([
      { stream: 'live-match-audio', playbackFailure: 1, stall: 2 },
      { stream: 'other', playbackFailure: 0, stall: 1 },
    ])
  })

  it('renewals per minute and webhook failures by source and reason', () => {
    const f = opsFigures(
      [row(M, 'renewal', '', 5), row(M, 'webhook', 'video:handler', 1), row(M - 1, 'webhook', 'payments:signature', 2)],
      T,
      2,
    )
    expect(f.renewals).toEqual([
      { minute: '2026-11-28T15:29:00.000Z', count: 0 },
      { minute: '2026-11-28T15:30:00.000Z', count: 5 },
    ])
    expect(f.webhookFailures).toEqual([
      { source: 'payments', reason: 'signature', count: 2 },
      { source: 'video', reason: 'handler', count: 1 },
    ])
  })
})
