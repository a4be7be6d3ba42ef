/**
 * SPEC §4.3 video lock state, for list items and search results. Each
 * outcome is named so callers (list, search, player, media gateway) can
 * show the right message and never disagree.
 */
export type VideoLockState =
  | 'openToEveryone' // list contains '?'
  | 'requireLogin' // not logged in
  | 'openToMembers' // list contains '*'
  | 'openByEmptyList' // empty list, configured not to lock
  | 'lockedByEmptyList' // empty list, configured to lock
  | 'entitled' // holds at least one listed entitlement
  | 'requireUpgrade' // logged in without a listed entitlement

export interface VideoViewer {
  loggedIn: boolean
  entitlements: readonly string[]
}

export function videoLockState(required: readonly string[], viewer: VideoViewer, lockEmptyEntitlements: boolean): VideoLockState {
  if (required.includes('?')) return 'openToEveryone'
  if (!viewer.loggedIn) return 'requireLogin'
  if (required.includes('*')) return 'openToMembers'
  if (required.length === 0) return lockEmptyEntitlements ? 'lockedByEmptyList' : 'openByEmptyList'
  return required.some((code) => viewer.entitlements.includes(code)) ? 'entitled' : 'requireUpgrade'
}

const UNLOCKED: ReadonlySet<VideoLockState> = new Set(['openToEveryone', 'openToMembers', 'openByEmptyList', 'entitled'])

export function isUnlocked(state: VideoLockState): boolean {
  return UNLOCKED.has(state)
}

/** Until accounts arrive (a later issue) every visitor is anonymous. */
export const ANONYMOUS_VIEWER: VideoViewer = { loggedIn: false, entitlements: [] }
