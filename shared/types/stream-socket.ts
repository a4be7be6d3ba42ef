/**
 * SPEC §7 "WebSocket to the streamline socket": what a StreamSessions object
 * sends a live player (worker/streaming/stream-sessions.ts), as plain types
 * the client can read without the zod schemas of shared/schemas/stream-socket.ts.
 */

/**
 * Why a device's lease ended without the device asking: ended from the account's devices list,
 * two pings missed, the sign-in it streamed from signed out (or was revoked), the account blocked
 * by an administrator, the account's password changed (which ends every sign-in), the
 * entitlement it streamed on ended (issue 18 §7: a refund), another device pressed 'Watch here instead'
 * on it (issue 21 §5: playback moved there).
 */
export type LeaseEndReason =
  | 'endedByOtherDevice'
  | 'missedPings'
  | 'signedOut'
  | 'blocked'
  | 'passwordChanged'
  | 'entitlementEnded'
  | 'movedToAnotherDevice'

/** The reasons that end all of an account's leases at once. */
export type AccountLeaseEnd = Extract<LeaseEndReason, 'blocked' | 'passwordChanged' | 'signedOut'>

/** What the object sends to a player. */
export type SocketServerMessage =
  /** The socket now speaks for this device. */
  | { type: 'bound'; sessionID: number }
  | { type: 'pong' }
  /**
   * A renewed playback token for the device's lease (issue 10 §8); expiresAt in ms since the epoch.
   * playbackUrl only when a live provider serves the stream (its signed address changes with the token).
   */
  | { type: 'token'; token: string; expiresAt: number; playbackUrl?: string }
  /** The lease is gone: the player stops (issue 10 §4). */
  | { type: 'leaseEnded'; reason: LeaseEndReason }
  /** Unreadable JSON, an unknown action or a bad field; the socket stays open. */
  | { type: 'error'; code: 'bad_message' }
