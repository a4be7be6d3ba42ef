/**
 * Issue 21 §5 "The device limit, solved in the player": a device refused with
 * SPEC §8.1 ERR_54648_1 presses 'Watch here instead' on one of the account's
 * other devices. In one step of the account's StreamSessions object, that
 * device's lease ends and this one is admitted. The decision is made over
 * the leases as they are in that step (lapsed ones already dropped), so 50
 * presses at once never leave the account over its limit: the first ends the
 * named device, the next find it gone and are told so.
 */

/** Which lease the press names, as the object finds it. */
export type TakeoverTarget =
  /** The asking device itself (its sessionID from its own sign-in): nothing to take over. */
  | 'thisDevice'
  /** Another device of the account holding a current lease. */
  | 'streaming'
  /** No current lease of the account has that sessionID (ended, lapsed, or never the account's). */
  | 'notStreaming'

export interface TakeoverInput {
  target: TakeoverTarget
  /** The asking device holds a lease already (another tab admitted it meanwhile). */
  askingHasLease: boolean
  /** Current leases on the account, the named device's included. */
  activeLeases: number
  /** Leases the named sessionID holds (one, unless a sessionID was copied into another browser). */
  targetLeases: number
  limit: number
  /** SPEC §6: bypassed accounts have no limit. */
  bypass: boolean
}

/**
 * 'takeOver': end the named device's lease and admit this one.
 * 'alreadyAdmitted': this device holds a lease already; nobody is ended.
 * 'ownDevice': the press named the asking device (409).
 * 'deviceNotStreaming': the named device is not streaming on this account now (404).
 * 'limitReached': even without the named device the account is at its limit
 * (the limit was lowered meanwhile): ERR_54648_1, nobody is ended.
 */
export type TakeoverDecision = 'takeOver' | 'alreadyAdmitted' | 'ownDevice' | 'deviceNotStreaming' | 'limitReached'

export function takeoverDecision(input: TakeoverInput): TakeoverDecision {
  if (input.target === 'thisDevice') return 'ownDevice'
  // Playing here already is what the press asked for: ending another device would only cost them a stream.
  if (input.askingHasLease) return 'alreadyAdmitted'
  if (input.target === 'notStreaming' || input.targetLeases < 1) return 'deviceNotStreaming'
  if (input.bypass) return 'takeOver'
  return input.activeLeases - input.targetLeases < input.limit ? 'takeOver' : 'limitReached'
}
