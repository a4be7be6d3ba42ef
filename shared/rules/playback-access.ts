/**
 * SPEC §4.4 on-demand and audio playback access: the payments service's codes
 * as named states, decided from the §4.3 lock rule (./video-lock.ts) so the
 * padlock in a list and the grant of the player never disagree.
 */
import { isUnlocked, videoLockState } from './video-lock'

export type PlaybackAccess =
  | 'granted' // -1: a session key is returned and the player embeds
  | 'notLoggedIn' // 0: login message, the login prompt opens (video)
  | 'noSubscription' // 1: holds no paid entitlement at all, only 'freemium'
  | 'insufficientEntitlements' // 2: holds some paid entitlement, not one this item lists
  | 'blocked' // 3: blocked by an administrator

/** SPEC §4.4 status codes, as GET /api/streamline/ksession answers them. */
export const PLAYBACK_ACCESS_CODES = {
  granted: -1,
  notLoggedIn: 0,
  noSubscription: 1,
  insufficientEntitlements: 2,
  blocked: 3,
} as const satisfies Record<PlaybackAccess, number>

export interface PlaybackViewer {
  loggedIn: boolean
  blocked: boolean
  /** SPEC §4.1 codes held now (worker/identity/entitlements.ts). */
  entitlements: readonly string[]
}

/** SPEC §4.1: 'freemium' is the registered free account, not a subscription. */
const FREE_CODES: ReadonlySet<string> = new Set(['freemium'])

export function playbackAccess(required: readonly string[], viewer: PlaybackViewer, lockEmptyEntitlements: boolean): PlaybackAccess {
  const lock = videoLockState(required, viewer, lockEmptyEntitlements)
  // SPEC §4.3 step 1, §6: '?' is open to anyone; free content stays free even for a blocked account.
  if (lock === 'openToEveryone') return 'granted'
  // SPEC §6: a blocked account is refused (3) whatever it holds.
  if (viewer.loggedIn && viewer.blocked) return 'blocked'
  if (lock === 'requireLogin') return 'notLoggedIn'
  if (isUnlocked(lock)) return 'granted'
  return viewer.entitlements.some((code) => !FREE_CODES.has(code)) ? 'insufficientEntitlements' : 'noSubscription'
}

export function playbackAccessCode(access: PlaybackAccess): number {
  return PLAYBACK_ACCESS_CODES[access]
}
