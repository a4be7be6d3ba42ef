/**
 * Issue 10 §8 "Ready for kick-off?": before a match, a signed-in supporter
 * learns whether this account, on this device, from here, will be able to
 * watch or listen, and why not. The same evaluation and the same rules as the
 * session check (./session-check.ts, shared/rules/stream-access.ts and
 * concurrency-limit.ts), but no lease is taken: asking never uses up a device.
 * A stream that is not on air yet is no refusal here (it goes on shortly
 * before kick-off): it is reported beside the answer, so the supporter still
 * learns about the place, the account and the device. SPEC §6: the limit's
 * number is not shown, so it is not sent either (as the devices list).
 * The answer is about the match asked about, never "whichever match the
 * asset plays now": every men's match shares the live commentary, so while
 * one is live the next must still be judged as itself (a pass for it).
 */
import type { Context } from 'hono'
import { leaseDecision } from '../../shared/rules/concurrency-limit'
import { type SessionCheckCode, type StreamRefusalCause, streamAccess } from '../../shared/rules/stream-access'
import type { AppEnv } from '../env'
import { evaluateStream, streamSessionsOf } from './session-check'
import type { ActiveDevice } from './stream-sessions-api'

export interface StreamReadiness {
  state: 'ready' | 'refused'
  code: SessionCheckCode | null
  cause: StreamRefusalCause | null
  /** The country the edge sees now. */
  country: string
  bypassed: boolean
  /** The stream is on air now (SPEC §3: not idle or disabled). */
  online: boolean
  /** The account's devices streaming now (empty when signed out). */
  activeDevices: ActiveDevice[]
}

/** The answer for this match's stream, or null when no such match carries that stream. */
export async function streamReadiness(
  c: Context<AppEnv>,
  ask: { assetId: string; matchId: number; deviceId: number | null },
): Promise<StreamReadiness | null> {
  const { country, viewer, match, limit, playable, input: asChecked } = await evaluateStream(c, ask.assetId, ask.matchId)
  if (!match) return null
  const { deviceId } = ask
  // A missing asset (or rights setting) stays a stream issue; one that is only off air is judged as it will be once on.
  const input = { ...asChecked, online: playable }
  const base = { country, bypassed: input.bypass, online: asChecked.online, activeDevices: [] as ActiveDevice[] }
  let access = streamAccess(input)
  if (viewer && !input.blocked) {
    const activeDevices = await streamSessionsOf(c.env, viewer.account.ssoId).listDevices({ deviceId, signIn: viewer.sessionId })
    base.activeDevices = activeDevices
    if (access.state === 'granted') {
      const decision = leaseDecision({
        deviceHasLease: activeDevices.some((device) => device.thisDevice),
        activeLeases: activeDevices.length,
        limit,
        bypass: input.bypass,
      })
      access = streamAccess({ ...input, leaseGranted: decision !== 'limitReached' })
    }
  }
  if (access.state === 'granted') return { state: 'ready', code: null, cause: null, ...base }
  return { state: 'refused', code: access.code, cause: access.cause, ...base }
}
