/**
 * Issue 21 (the session check's CPU): the live playback token this isolate
 * last signed for each device, so a device that checks again soon gets the
 * same token back instead of a newly signed one (ES256 signing was 12 % of a
 * check's CPU in the bench's profile; a player that re-checks, or a hot
 * account checking many times a second, paid it every time).
 *
 * The isolate only remembers; the account's StreamSessions object decides
 * (shared/rules/stream-lease.ts tokenReusable): the token is handed back only
 * while it is still the lease's newest (no renewal over the socket, no other
 * isolate's check since) and less than a minute old. A lease that ended and
 * was taken again has a new id, so its old token is never handed back.
 * Tokens stay in the isolate's memory only (never logged).
 */

/** Our choice: more devices than one isolate serves in a minute; the one remembered longest ago goes first. */
const KEPT = 5_000

export interface SignedPlayback {
  leaseId: string
  playbackId: string
  token: string
  expiresAt: number
  playbackUrl: string
}

const signed = new Map<string, SignedPlayback>()

/** A device (its sessionID from one sign-in session of the account) watching one asset. */
export interface DeviceStream {
  ssoId: string
  signIn: string
  deviceId: number
  assetId: string
}

const keyOf = (device: DeviceStream) => JSON.stringify([device.ssoId, device.signIn, device.deviceId, device.assetId])

/** The token signed last for this device and asset, when it was for this playback id. */
export function rememberedPlayback(device: DeviceStream, playbackId: string): SignedPlayback | null {
  const held = signed.get(keyOf(device))
  return held && held.playbackId === playbackId ? held : null
}

export function rememberPlayback(device: DeviceStream, playback: SignedPlayback): void {
  const key = keyOf(device)
  signed.delete(key)
  signed.set(key, playback)
  if (signed.size > KEPT) signed.delete(signed.keys().next().value as string)
}
