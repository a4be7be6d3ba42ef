/**
 * Issue 10 §8 "Ready for kick-off?": before a match, a signed-in supporter
 * learns whether this account, on this device, from here, will be able to
 * watch or listen, and why not. The same evaluation and the same rules as the
 * session check (./session-check.ts, shared/rules/stream-access.ts and
 * concurrency-limit.ts), but no lease is taken: asking never uses up a device.
 */
import type { Context } from 'hono'
import { leaseDecision } from '../../shared/rules/concurrency-limit'
import { type SessionCheckCode, type StreamRefusalCause, streamAccess } from '../../shared/rules/stream-access'
import { streamLimitFor } from '../db/stream-limits'
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
  /** The account's devices streaming now (empty when signed out). */
  activeDevices: ActiveDevice[]
  /** The account's device limit; null when bypassed or signed out. */
  limit: number | null
}

export async function streamReadiness(c: Context<AppEnv>, assetId: string, deviceId: number | null): Promise<StreamReadiness> {
  const { country, viewer, input } = await evaluateStream(c, assetId)
  const base = { country, bypassed: input.bypass, activeDevices: [] as ActiveDevice[], limit: null as number | null }
  let access = streamAccess(input)
  if (viewer && !input.blocked) {
    const [activeDevices, limit] = await Promise.all([
      streamSessionsOf(c.env, viewer.account.ssoId).listDevices(),
      streamLimitFor(c.env.DB, viewer.account.id),
    ])
    base.activeDevices = activeDevices
    base.limit = input.bypass ? null : limit
    if (access.state === 'granted') {
      const decision = leaseDecision({
        deviceHasLease: activeDevices.some((device) => device.deviceId === deviceId),
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
