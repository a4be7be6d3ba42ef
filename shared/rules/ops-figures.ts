/**
 * Issue 21 §7 "The operator sees match day as it happens": what the
 * operations view counts, in minutes, and how its figures are built from the
 * counters either store keeps (worker/ops/: D1 locally, Workers Analytics
 * Engine in production). Both stores answer rows of the same shape, so the
 * figures come from one pure function whichever store served them.
 */
import { CONCURRENCY_PING_MS } from '../timing'
import { SESSION_CHECK_CODES } from './stream-access'
import { TOKEN_RENEW_BEFORE_MS } from './stream-lease'

export const OPS_MINUTE_MS = 60_000
/** GET /api/admin/ops?minutes=: 15 unless asked; 1 to 60 (the D1 store keeps OPS_RETENTION_MINUTES). */
export const OPS_DEFAULT_MINUTES = 15
export const OPS_MAX_MINUTES = 60
/** Our choice: two hours of per-minute counters, then pruned (the D1 table stays small and bounded). */
export const OPS_RETENTION_MINUTES = 120

/** The whole minute a moment falls in, as minutes since the epoch (UTC): the counters' bucket. */
export function minuteOf(ms: number): number {
  return Math.floor(ms / OPS_MINUTE_MS)
}

export type OpsMinutesQuery = { state: 'ok'; minutes: number } | { state: 'invalid' }

/** The ?minutes= of the query: absent means the default; anything but a whole number 1 to 60 is refused. */
export function opsMinutes(raw: string | undefined): OpsMinutesQuery {
  if (raw === undefined) return { state: 'ok', minutes: OPS_DEFAULT_MINUTES }
  if (!/^[0-9]{1,3}$/.test(raw)) return { state: 'invalid' }
  const minutes = Number(raw)
  return minutes >= 1 && minutes <= OPS_MAX_MINUTES ? { state: 'ok', minutes } : { state: 'invalid' }
}

/** What is counted. 'check': a session check by outcome; 'renewal': a live token renewed over the socket. */
export const OPS_KINDS = ['check', 'renewal', 'player', 'webhook'] as const
export type OpsKind = (typeof OPS_KINDS)[number]

/** SPEC §8.1: a check is granted or refused with one of these codes. */
export const CHECK_OUTCOMES = ['granted', ...Object.values(SESSION_CHECK_CODES)] as const
export const PLAYER_ERROR_KINDS = ['playbackFailure', 'stall', 'firstFrame'] as const
export type PlayerErrorKind = (typeof PLAYER_ERROR_KINDS)[number]
export const WEBHOOK_SOURCES = ['payments', 'video'] as const
export const WEBHOOK_REASONS = ['signature', 'handler'] as const
export type WebhookSource = (typeof WEBHOOK_SOURCES)[number]
export type WebhookReason = (typeof WEBHOOK_REASONS)[number]

/**
 * One thing that happened. No personal data, ever: the label (an outcome, a player error's kind, a
 * webhook's source:reason), the stream (an asset id), the country (two letters), a number.
 */
export interface OpsPoint {
  kind: OpsKind
  label: string
  stream: string
  country: string
  /** A player error's milliseconds (stall length, time to first frame); 0 otherwise. */
  value: number
}

/** A store's answer: the points of one minute and one key, counted and summed. */
export interface OpsRow {
  minute: number
  kind: string
  label: string
  stream: string
  country: string
  count: number
  total: number
}

/**
 * How open players are counted (no device is ever named): a live player is granted by a session check,
 * then its playback token (5 minutes) is renewed over the socket once it has TOKEN_RENEW_BEFORE_MS left
 * (shared/rules/stream-lease.ts), on a ping: every 3.5 to 4 minutes. So every open player leaves a grant or
 * a renewal in any 4 whole minutes, and rarely two: the grants and renewals of the last 4 whole minutes
 * count the open players (an upper estimate, about 7 % over on average; a player that closed within them
 * is still counted).
 */
export const OPEN_PLAYER_WINDOW_MINUTES = Math.ceil((5 * OPS_MINUTE_MS - TOKEN_RENEW_BEFORE_MS + CONCURRENCY_PING_MS) / OPS_MINUTE_MS)

export interface OpsFigures {
  minutes: number
  /** ISO times of the first minute shown and of the moment the figures were made. */
  from: string
  at: string
  checks: { minute: string; outcomes: Record<string, number>; total: number }[]
  renewals: { minute: string; count: number }[]
  openPlayers: {
    windowMinutes: number
    total: number
    byStream: { stream: string; players: number }[]
    byCountry: { country: string; players: number }[]
  }
  playerErrors: { kind: PlayerErrorKind; count: number; averageMs: number | null }[]
  playerErrorsByStream: { stream: string; playbackFailure: number; stall: number }[]
  webhookFailures: { source: string; reason: string; count: number }[]
}

const iso = (minute: number) => new Date(minute * OPS_MINUTE_MS).toISOString()

function tally(map: Map<string, number>, key: string, add: number): void {
  map.set(key, (map.get(key) ?? 0) + add)
}

const sortedBy = <K extends string>(map: Map<string, number>, key: K, value: string) =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => ({ [key]: k, [value]: n }))

/** The figures of the last `minutes` minutes (the current one included) from a store's rows. */
export function opsFigures(rows: readonly OpsRow[], nowMs: number, minutes: number): OpsFigures {
  const now = minuteOf(nowMs)
  const first = now - minutes + 1
  const minuteList = Array.from({ length: minutes }, (_, i) => first + i)
  const checks = new Map(minuteList.map((m) => [m, Object.fromEntries(CHECK_OUTCOMES.map((o) => [o, 0])) as Record<string, number>]))
  const renewals = new Map(minuteList.map((m) => [m, 0]))
  const byStream = new Map<string, number>()
  const byCountry = new Map<string, number>()
  const errors = new Map(PLAYER_ERROR_KINDS.map((k) => [k, { count: 0, total: 0 }]))
  const errorsByStream = new Map<string, { playbackFailure: number; stall: number }>()
  const webhooks = new Map<string, number>()
  const openFrom = now - OPEN_PLAYER_WINDOW_MINUTES
  for (const row of rows) {
    if (row.minute > now) continue
    const inView = row.minute >= first
    if ((row.kind === 'check' && row.label === 'granted') || row.kind === 'renewal') {
      // The open players' window: whole minutes only (see OPEN_PLAYER_WINDOW_MINUTES).
      if (row.minute >= openFrom && row.minute < now) {
        tally(byStream, row.stream, row.count)
        tally(byCountry, row.country, row.count)
      }
    }
    if (!inView) continue
    if (row.kind === 'check') {
      const outcomes = checks.get(row.minute)
      if (outcomes && row.label in outcomes) outcomes[row.label] = (outcomes[row.label] ?? 0) + row.count
    } else if (row.kind === 'renewal') renewals.set(row.minute, (renewals.get(row.minute) ?? 0) + row.count)
    else if (row.kind === 'player') {
      const kind = errors.get(row.label as PlayerErrorKind)
      if (!kind) continue
      kind.count += row.count
      kind.total += row.total
      if (row.label !== 'firstFrame') {
        const stream = errorsByStream.get(row.stream) ?? { playbackFailure: 0, stall: 0 }
        stream[row.label as 'playbackFailure' | 'stall'] += row.count
        errorsByStream.set(row.stream, stream)
      }
    } else if (row.kind === 'webhook') tally(webhooks, row.label, row.count)
  }
  return {
    minutes,
    from: iso(first),
    at: new Date(nowMs).toISOString(),
    checks: minuteList.map((m) => {
      const outcomes = checks.get(m) ?? {}
      return { minute: iso(m), outcomes, total: Object.values(outcomes).reduce((a, b) => a + b, 0) }
    }),
    renewals: minuteList.map((m) => ({ minute: iso(m), count: renewals.get(m) ?? 0 })),
    openPlayers: {
      windowMinutes: OPEN_PLAYER_WINDOW_MINUTES,
      total: [...byStream.values()].reduce((a, b) => a + b, 0),
      byStream: sortedBy(byStream, 'stream', 'players') as { stream: string; players: number }[],
      byCountry: sortedBy(byCountry, 'country', 'players') as { country: string; players: number }[],
    },
    playerErrors: PLAYER_ERROR_KINDS.map((kind) => {
      const { count, total } = errors.get(kind) ?? { count: 0, total: 0 }
      return { kind, count, averageMs: count > 0 && kind !== 'playbackFailure' ? Math.round(total / count) : null }
    }),
    playerErrorsByStream: [...errorsByStream]
      .sort((a, b) => b[1].playbackFailure + b[1].stall - (a[1].playbackFailure + a[1].stall) || a[0].localeCompare(b[0]))
      .map(([stream, counts]) => ({ stream, ...counts })),
    webhookFailures: [...webhooks].sort().map(([label, count]) => {
      const [source = '', reason = ''] = label.split(':')
      return { source, reason, count }
    }),
  }
}
