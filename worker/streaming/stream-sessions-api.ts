/**
 * What the StreamSessions object (./stream-sessions.ts) takes and answers over
 * RPC, for the session check, the account panel and the media gateway.
 * Times are milliseconds since the epoch.
 */

export interface AcquireRequest {
  /** The client's sessionID (SPEC §3: 1 to 1,000,000; SPEC §7: the device). */
  deviceId: number
  /**
   * The sign-in session the check came from (the verified access token's session family): with
   * deviceId it is the device, so a sessionID copied into another browser is another device.
   */
  signIn: string
  assetId: string
  /** Named in the device's renewed playback tokens (claim pid). */
  playbackId: string
  /** The account's limit (worker/db/stream-limits.ts streamLimitRead). */
  limit: number
  /** SPEC §6: bypassed accounts skip the limit. */
  bypass: boolean
  /**
   * The token the checking isolate signed for this device last (worker/streaming/reused-token.ts):
   * handed back when it is still the lease's newest and young (shared/rules/stream-lease.ts tokenReusable).
   */
  heldToken?: { leaseId: string; expiresAt: number }
  /** Tests only: the moment of the check. */
  now?: number
}

/** A device streaming on the account. */
export interface ActiveDevice {
  deviceId: number
  assetId: string
  /** When the device's lease was first granted. */
  since: number
  /** Its last check or ping. */
  lastSeen: number
  /** It is the device that asked (its sessionID from the asking sign-in session). */
  thisDevice: boolean
  /** The sign-in session it streams from (server side only: the devices list reads its browser from it, never sends it). */
  signIn: string
}

export type AcquireResult =
  /** tokenExpiresAt: the lease's newest token's expiry as recorded; tokenReused: the held token is still it (sign none). */
  | { outcome: 'granted'; leaseId: string; tokenExpiresAt: number; tokenReused: boolean }
  | { outcome: 'limitReached'; activeDevices: ActiveDevice[] }

/** Issue 21 §5 'Watch here instead': the session check's acquire, naming the device whose lease ends for it. */
export interface TakeoverRequest extends AcquireRequest {
  /** The sessionID of the account's device to end (any sign-in of the account; never the asking device). */
  endDeviceId: number
}

export type TakeoverResult =
  | { outcome: 'granted'; leaseId: string; endedDevice: boolean }
  | { outcome: 'ownDevice' }
  | { outcome: 'deviceNotStreaming' }
  | { outcome: 'limitReached'; activeDevices: ActiveDevice[] }

/** Who asks about the devices: its sessionID (when it has one) from its sign-in session. */
export interface AskingDevice {
  deviceId: number | null
  signIn: string
}

/** Set by worker/routes/stream-socket.ts on the upgrade it forwards (never the browser's): the socket's sign-in session. */
export const SIGN_IN_HEADER = 'X-Stream-Sign-In'
/** Issue 21 §7: set beside it from request.cf.country (never the browser's): the socket's country, for the operations view. */
export const COUNTRY_HEADER = 'X-Stream-Country'

/** Private close code on a socket whose device was ended from another device. */
export const LEASE_ENDED_CLOSE_CODE = 4001
