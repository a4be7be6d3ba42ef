/**
 * SPEC §4.3, §6, §8.3: the message a locked video shows, by who is looking.
 * Anonymous visitors are asked to log in; a registered free account
 * (freemium, §6) gets the digital-account message; anyone else whose tier
 * does not reach the video is told it is restricted. The texts are the
 * membership tiers' locked-video texts (worker/seed/commerce.ts), kept in
 * the message catalogues so Arabic pages translate them.
 */
import { isUnlocked, type VideoLockState, type VideoViewer } from './video-lock'

export type LockedVideoMessage =
  | 'login' // 'Please login to watch this video'
  | 'digitalAccount' // §6 freemium: 'You need a digital account to watch this video. …'
  | 'restricted' // 'Video restricted'

/** SPEC §4.1: the free registered tier's code; holding nothing more is being freemium. */
export const FREEMIUM = 'freemium'

export function lockedVideoMessage(state: VideoLockState, viewer: VideoViewer): LockedVideoMessage | null {
  if (isUnlocked(state)) return null
  if (!viewer.loggedIn) return 'login'
  return viewer.entitlements.every((code) => code === FREEMIUM) ? 'digitalAccount' : 'restricted'
}
