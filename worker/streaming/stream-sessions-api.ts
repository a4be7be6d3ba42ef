/**
 * What the StreamSessions object (./stream-sessions.ts) takes and answers over
 * RPC, for the session check, the account panel and the media gateway.
 * Times are milliseconds since the epoch.
 */

export interface AcquireRequest {
  /** The client's sessionID (SPEC §3: 1 to 1,000,000; SPEC §7: the device). */
  deviceId: number
  assetId: string
  /** Named in the device's renewed playback tokens (claim pid). */
  playbackId: string
  /** The account's limit (worker/db/stream-limits.ts streamLimitRead). */
  limit: number
  /** SPEC §6: bypassed accounts skip the limit. */
  bypass: boolean
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
}

export type AcquireResult = { outcome: 'granted'; leaseId: string } | { outcome: 'limitReached'; activeDevices: ActiveDevice[] }

/** Private close code on a socket whose device was ended from another device. */
export const LEASE_ENDED_CLOSE_CODE = 4001
