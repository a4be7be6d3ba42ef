/**
 * Issue 21 §5 'Watch here instead' (POST /api/streamline/session/takeover):
 * the session check's access rule, then, instead of a plain acquire, one
 * StreamSessions call that ends the named device's lease and admits this
 * device (./lease-takeover.ts). Granted, it answers as the check does (token,
 * playbackUrl), so the player plays at once; refused, with the check's §8.1
 * code, or with why the takeover could not be made.
 */
import type { Context } from 'hono'
import { SESSION_CHECK_CODES, streamAccess } from '../../shared/rules/stream-access'
import type { AppEnv } from '../env'
import type { ViewerAccount } from '../identity/viewer'
import type { StreamAsset } from '../db/stream-assets'
import { evaluateStream, livePlayback, refusal, type SessionCheckResult, streamSessionsOf } from './session-check'

export type TakeoverAnswer =
  | SessionCheckResult
  /** The press named this very device. */
  | { granted: false; takeover: 'ownDevice' }
  /** The named device is not streaming on this account now (ended by another press, lapsed, or not the account's). */
  | { granted: false; takeover: 'deviceNotStreaming' }

export interface TakeoverAsk {
  assetId: string
  /** This device's sessionID. */
  deviceId: number
  /** The sessionID of the device whose stream ends. */
  endDeviceId: number
}

export async function takeOverStreamSession(c: Context<AppEnv>, ask: TakeoverAsk): Promise<TakeoverAnswer> {
  const { country, viewer, asset, match, limit, input } = await evaluateStream(c, ask.assetId)
  // The same access rule as the check: nobody is ended for a device that could not play anyway.
  const before = streamAccess(input)
  if (before.state === 'refused') return refusal(c, before.cause, before.code, viewer, asset, match, country)
  const live = asset as StreamAsset
  const { account, sessionId } = viewer as ViewerAccount
  const result = await streamSessionsOf(c.env, account.ssoId).takeOver({
    deviceId: ask.deviceId,
    signIn: sessionId,
    endDeviceId: ask.endDeviceId,
    assetId: live.id,
    playbackId: live.playbackId,
    limit,
    bypass: account.bypass,
  })
  if (result.outcome === 'ownDevice' || result.outcome === 'deviceNotStreaming') return { granted: false, takeover: result.outcome }
  const after = streamAccess({ ...input, leaseGranted: result.outcome === 'granted' })
  if (after.state === 'refused') return refusal(c, after.cause, after.code, viewer, asset, match, country)
  // Only a bypassed account passes the rule without a lease, and it is never at its limit: kept for the types.
  if (result.outcome !== 'granted') return refusal(c, 'deviceLimit', SESSION_CHECK_CODES.concurrency, viewer, asset, match, country)
  const { token, expiresAt, playbackUrl } = await livePlayback(c.env, account.ssoId, live, result.leaseId)
  return { granted: true, token, bypassed: account.bypass, playbackUrl, leaseId: result.leaseId, expiresAt }
}
