/**
 * Issue 19 §5: the match-day console's calls to /api/admin/matches/{id}/…
 * Events go through the match data feed's own endpoint (POST …/events), so
 * the console and the feed obey one set of rules.
 */
import type { StatusRequest } from '../../../shared/rules/match-status-change'
import type { ConsoleStreamStatus } from '../../../shared/rules/stream-console-status'
import type { MatchEventEntry } from '../../../shared/schemas/match-events'
import type { MatchConsoleState } from '../../../shared/types/match-console'

export type ApiAnswer<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string }

async function call<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = response.status === 204 ? null : ((await response.json().catch(() => null)) as unknown)
    if (response.ok) return { ok: true, value: json as T }
    const error = (json as { errors?: Array<{ code?: string; message?: string }> } | null)?.errors?.[0]
    return {
      ok: false,
      status: response.status,
      code: error?.code ?? 'unknown',
      message: error?.message ?? `The server answered ${response.status}`,
    }
  } catch {
    // Match-day networks drop: say so plainly, the operator can press again.
    return { ok: false, status: 0, code: 'network', message: 'No connection: nothing was sent. Try again.' }
  }
}

const base = (matchId: number) => `/api/admin/matches/${matchId}`
const event = (entry: MatchEventEntry) => ({ data: { type: 'matchEvent', attributes: entry } })

export async function loadConsole(matchId: number): Promise<ApiAnswer<MatchConsoleState>> {
  const answer = await call<{ data: { attributes: MatchConsoleState } }>('GET', `${base(matchId)}/console`)
  return answer.ok ? { ok: true, value: answer.value.data.attributes } : answer
}

export const blowWhistle = (matchId: number, status: StatusRequest, phase: MatchConsoleState['phase']) =>
  call<unknown>('POST', `${base(matchId)}/status`, { status, phase })

export const addEvent = (matchId: number, entry: MatchEventEntry) => call<unknown>('POST', `${base(matchId)}/events`, event(entry))

export const correctEvent = (matchId: number, eventId: number, entry: MatchEventEntry) =>
  call<unknown>('PUT', `${base(matchId)}/events/${eventId}`, event(entry))

export const deleteEvent = (matchId: number, eventId: number) => call<null>('DELETE', `${base(matchId)}/events/${eventId}`)

export const setStream = (matchId: number, assetId: string, status: ConsoleStreamStatus) =>
  call<unknown>('POST', `${base(matchId)}/streams/${encodeURIComponent(assetId)}/status`, { status })

/** Issue 20 §4: makes or remakes the match's full replay from the live recording. */
export const makeReplay = (matchId: number) => call<unknown>('POST', `${base(matchId)}/replay`)
