/**
 * SPEC §8.1 session check codes as the live players show them (the sibling
 * of ./playback-outcome.ts for on-demand grants), with issue 10 §8 "Why can't
 * I watch?": every refusal keeps its exact §8.1 message, names its cause
 * (the region with the country the edge saw, an unknown country, the tier, a
 * pass for another match, the device limit, a block, a stream off air) and
 * says what the supporter can do instead. §8.3 'Not available in your
 * region' heads every region refusal; §8.1 'No Session Data' is the answer
 * when there is no streaming session to check with. The audio panel, the
 * live video player and "Ready for kick-off?" all read refusals through here.
 */
import { type PreventionType, preventionType, refusalCode, SESSION_CHECK_CODES, type StreamRefusalCause } from './stream-access'

/** Which §8.1 message is shown. */
export type LiveMessage =
  | 'requireLogin' // ERR_3684853_1
  | 'streamIssue' // ERR_3684853_2
  | 'notSubscribed' // ERR_3684853_3
  | 'country' // ERR_56882466_2
  | 'blocked' // ERR_56882466_1
  | 'concurrency' // ERR_54648_1
  | 'other' // any other code
  | 'noSessionData' // no streaming session

/** What the supporter can do instead, in the order offered. */
export type LiveRemedy =
  | 'logIn' // the /account/login link (live players open no prompts, SPEC §4.4)
  | 'listenInstead' // live audio of the same match, in the same place
  | 'upgrade' // /videos/subscriptions
  | 'faqs' // /videos/faqs
  | 'manageDevices' // the account's devices, each of which can be ended
  | 'retry' // ask again (after ending a device, turning off a VPN, a lost session)
  | 'contactSupport' // the support address

export interface LiveNotice {
  message: LiveMessage
  /** SPEC §4.5: the type playback is prevented with. */
  preventedAs: PreventionType
  /** SPEC §8.3: 'Not available in your region' heads region refusals. */
  notInRegion: boolean
  /** Why, named; null when the answer gave no cause the code allows. */
  cause: StreamRefusalCause | null
  /** The country the edge saw, for region causes. */
  country: string | null
  remedies: LiveRemedy[]
  /** The live audio offered in place of refused video (SPEC §8.1 ERR_56882466_2 with a subscription that covers audio). */
  alternativeAssetId: string | null
  /** Shown in the 'other' message ('error status {code}'). */
  code: string | null
}

/** A 403 from the session check (errors[0]); meta is ours (worker/streaming/session-check.ts). */
export interface LiveRefusal {
  code: string
  cause?: string | null
  country?: string | null
  alternativeAssetId?: string | null
}

const MESSAGE_OF_CODE: Record<string, LiveMessage> = {
  [SESSION_CHECK_CODES.requireLogin]: 'requireLogin',
  [SESSION_CHECK_CODES.streamIssue]: 'streamIssue',
  [SESSION_CHECK_CODES.notSubscribed]: 'notSubscribed',
  [SESSION_CHECK_CODES.country]: 'country',
  [SESSION_CHECK_CODES.blocked]: 'blocked',
  [SESSION_CHECK_CODES.concurrency]: 'concurrency',
}

/** The cause a code stands for when the answer named none (a live provider's bare code, an older server). */
const DEFAULT_CAUSE: Partial<Record<LiveMessage, StreamRefusalCause>> = {
  requireLogin: 'notSignedIn',
  streamIssue: 'offline',
  notSubscribed: 'notSubscribed',
  blocked: 'blocked',
  concurrency: 'deviceLimit',
}

const CAUSES: ReadonlySet<string> = new Set<StreamRefusalCause>([
  'notSignedIn',
  'blocked',
  'offline',
  'unknownCountry',
  'blackout',
  'notUnsoldTerritory',
  'notSubscribed',
  'passForAnotherMatch',
  'deviceLimit',
])

/** A cause is believed only when it is one the code is given for (stream-access.ts), so the two never disagree. */
function causeOf(refusal: LiveRefusal, message: LiveMessage): StreamRefusalCause | null {
  const named = refusal.cause
  if (typeof named === 'string' && CAUSES.has(named) && refusalCode(named as StreamRefusalCause) === refusal.code) {
    return named as StreamRefusalCause
  }
  return DEFAULT_CAUSE[message] ?? null
}

function remediesFor(cause: StreamRefusalCause | null, message: LiveMessage, alternative: string | null): LiveRemedy[] {
  switch (cause) {
    case 'notSignedIn':
      return ['logIn']
    case 'blocked':
    case 'offline':
      return ['contactSupport']
    case 'blackout':
    case 'notUnsoldTerritory':
      return alternative ? ['listenInstead', 'faqs'] : ['faqs']
    case 'unknownCountry':
      return alternative ? ['listenInstead', 'retry', 'faqs'] : ['retry', 'faqs']
    case 'notSubscribed':
    case 'passForAnotherMatch':
      return ['upgrade', 'faqs', 'contactSupport']
    case 'deviceLimit':
      return ['manageDevices', 'retry']
    case null:
      return message === 'country' ? (alternative ? ['listenInstead', 'faqs'] : ['faqs']) : ['contactSupport']
  }
}

/** The notice for a session check's 403. */
export function liveNotice(refusal: LiveRefusal): LiveNotice {
  const message = MESSAGE_OF_CODE[refusal.code] ?? 'other'
  const cause = causeOf(refusal, message)
  const region = message === 'country'
  const alternative =
    region && typeof refusal.alternativeAssetId === 'string' && refusal.alternativeAssetId ? refusal.alternativeAssetId : null
  const country = region && typeof refusal.country === 'string' && /^[A-Z0-9]{2}$/.test(refusal.country) ? refusal.country : null
  return {
    message,
    preventedAs: preventionType(refusal.code),
    notInRegion: region,
    cause,
    country,
    remedies: remediesFor(cause, message, alternative),
    alternativeAssetId: alternative,
    code: message === 'other' ? codeText(refusal.code) : null,
  }
}

/** SPEC §8.1: no streaming session (no device id yet, or a granted answer that carried no session): 'No Session Data'. */
export function noSessionDataNotice(): LiveNotice {
  return {
    message: 'noSessionData',
    preventedAs: 'blocked',
    notInRegion: false,
    cause: null,
    country: null,
    remedies: ['retry'],
    alternativeAssetId: null,
    code: null,
  }
}

// The code is shown to the supporter: only a short plain token, never whatever a body carried.
function codeText(code: string): string {
  return /^[\w-]{1,32}$/.test(code) ? code : 'unknown'
}
