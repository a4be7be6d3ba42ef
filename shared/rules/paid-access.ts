/**
 * SPEC §6: who may take a paid action at all (play, check a stream, buy).
 * Anonymous visitors are asked to log in; a blocked account (status 3,
 * ERR_56882466_1) keeps browsing free content but every paid action is refused.
 */
export type PaidAccess = 'requireLogin' | 'blocked' | 'allowed'

export interface PaidAccessViewer {
  signedIn: boolean
  blocked: boolean
}

export function paidAccess(viewer: PaidAccessViewer): PaidAccess {
  if (!viewer.signedIn) return 'requireLogin'
  if (viewer.blocked) return 'blocked'
  return 'allowed'
}
