/**
 * SPEC §4.5, §6, §8.1: may this account play this live stream here, now?
 * One decision for the session check and the "Ready for kick-off?" answer,
 * in a fixed order: who (signed in, not blocked), what (the stream is on),
 * where (the edge country; bypassed accounts skip it), which product (the
 * entitlement; a match pass counts for its own match only), how many
 * (the device limit; bypassed accounts skip it). Each refusal names its
 * cause and carries the exact §8.1 code.
 */
import type { LiveRightsDecision } from './live-rights'
import { matchPassCode } from './entitlements'

export type StreamContent = 'audio' | 'video'

export type StreamRefusalCause =
  | 'notSignedIn'
  | 'blocked'
  | 'offline'
  | 'unknownCountry'
  | 'blackout'
  | 'notUnsoldTerritory'
  | 'notSubscribed'
  | 'passForAnotherMatch'
  | 'deviceLimit'

/** SPEC §8.1 session check codes. */
export const SESSION_CHECK_CODES = {
  requireLogin: 'ERR_3684853_1',
  streamIssue: 'ERR_3684853_2',
  notSubscribed: 'ERR_3684853_3',
  country: 'ERR_56882466_2',
  blocked: 'ERR_56882466_1',
  concurrency: 'ERR_54648_1',
} as const

export type SessionCheckCode = (typeof SESSION_CHECK_CODES)[keyof typeof SESSION_CHECK_CODES]

/** SPEC §4.5: the type a refused playback is prevented with. */
export type PreventionType = 'blocked' | 'requireLogin' | 'requirePremium'

const CAUSE_CODE: Record<StreamRefusalCause, SessionCheckCode> = {
  notSignedIn: SESSION_CHECK_CODES.requireLogin,
  blocked: SESSION_CHECK_CODES.blocked,
  offline: SESSION_CHECK_CODES.streamIssue,
  unknownCountry: SESSION_CHECK_CODES.country,
  blackout: SESSION_CHECK_CODES.country,
  notUnsoldTerritory: SESSION_CHECK_CODES.country,
  notSubscribed: SESSION_CHECK_CODES.notSubscribed,
  passForAnotherMatch: SESSION_CHECK_CODES.notSubscribed,
  deviceLimit: SESSION_CHECK_CODES.concurrency,
}

/** SPEC §8.1 class of each code. */
export function preventionType(code: string): PreventionType {
  if (code === SESSION_CHECK_CODES.requireLogin) return 'requireLogin'
  if (code === SESSION_CHECK_CODES.notSubscribed) return 'requirePremium'
  return 'blocked'
}

/** SPEC §1, §6: the tiers that unlock live audio and live video (issue 20 §4: a replay is granted to the same). */
export const LIVE_TIER_CODES: Readonly<Record<StreamContent, readonly string[]>> = {
  audio: ['subscriber', 'plus'],
  video: ['plus'],
}

/**
 * SPEC §1, §6: live audio needs the subscription (the plus tier includes it)
 * or a pass for this match; live video needs the plus tier or a pass for
 * this match.
 */
export function streamEntitlement(
  content: StreamContent,
  entitlements: readonly string[],
  matchId: number | null,
): 'entitled' | 'passForAnotherMatch' | 'notSubscribed' {
  const tier = LIVE_TIER_CODES[content]
  if (tier.some((code) => entitlements.includes(code))) return 'entitled'
  if (matchId !== null && entitlements.includes(matchPassCode(matchId))) return 'entitled'
  return entitlements.some((code) => code.startsWith('match-pass:')) ? 'passForAnotherMatch' : 'notSubscribed'
}

export interface StreamAccessInput {
  signedIn: boolean
  blocked: boolean
  bypass: boolean
  /** The asset exists and is not idle or disabled. */
  online: boolean
  rights: LiveRightsDecision
  entitlement: ReturnType<typeof streamEntitlement>
  /** Whether a device lease could be had (asked last, only when everything else allows). */
  leaseGranted?: boolean
}

export type StreamAccess = { state: 'granted' } | { state: 'refused'; cause: StreamRefusalCause; code: SessionCheckCode }

/** The §8.1 code a refusal cause is answered with. */
export function refusalCode(cause: StreamRefusalCause): SessionCheckCode {
  return CAUSE_CODE[cause]
}

const refuse = (cause: StreamRefusalCause): StreamAccess => ({ state: 'refused', cause, code: CAUSE_CODE[cause] })

/** Everything but the device limit; `leaseGranted` undefined means "not asked yet". */
export function streamAccess(input: StreamAccessInput): StreamAccess {
  if (!input.signedIn) return refuse('notSignedIn')
  if (input.blocked) return refuse('blocked')
  if (!input.online) return refuse('offline')
  // Region before product: buying something would not help where rights forbid it.
  if (!input.bypass && input.rights !== 'allowed' && input.rights !== 'homeNation') return refuse(input.rights)
  if (input.entitlement !== 'entitled') return refuse(input.entitlement)
  if (!input.bypass && input.leaseGranted === false) return refuse('deviceLimit')
  return { state: 'granted' }
}
