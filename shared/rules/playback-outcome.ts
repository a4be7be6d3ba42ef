/**
 * SPEC §4.4 on-demand and audio playback access codes, and the §8.2 message
 * each one shows. The grant endpoint answers a number; the video player and
 * the audio panel both read it through this one rule, so a code never means
 * two things in two places.
 */

export type PlaybackOutcome =
  | 'granted' // -1: the player embeds with the session key
  | 'requireLogin' // 0: 'Please Log In to access this'
  | 'noSubscription' // 1: no active subscription
  | 'notSubscribed' // 2: insufficient entitlements
  | 'blocked' // 3: blocked by an administrator
  | 'problem' // anything else: the message with the code

/** The codes as the payments service sends them (§4.4). */
export const PLAYBACK_CODE = { granted: -1, requireLogin: 0, noSubscription: 1, notSubscribed: 2, blocked: 3 } as const

export function playbackOutcome(status: unknown): PlaybackOutcome {
  switch (status) {
    case PLAYBACK_CODE.granted:
      return 'granted'
    case PLAYBACK_CODE.requireLogin:
      return 'requireLogin'
    case PLAYBACK_CODE.noSubscription:
      return 'noSubscription'
    case PLAYBACK_CODE.notSubscribed:
      return 'notSubscribed'
    case PLAYBACK_CODE.blocked:
      return 'blocked'
    default:
      return 'problem'
  }
}

/** The video player opens prompts; the audio panel never does (§4.4 "Effect"). */
export type PlaybackMedium = 'video' | 'audio'

/** What opens over the player when the answer arrives: §4.4 "login prompt opens (video)", "upgrade promo opens (video)". */
export type PlaybackPrompt = 'loginPrompt' | 'upgradePromo' | null

export function playbackPrompt(outcome: PlaybackOutcome, medium: PlaybackMedium): PlaybackPrompt {
  if (medium !== 'video') return null
  if (outcome === 'requireLogin') return 'loginPrompt'
  if (outcome === 'noSubscription' || outcome === 'notSubscribed') return 'upgradePromo'
  return null
}

/**
 * The §8.2 message of a refused answer and what goes with it: the login action
 * (a button that opens the prompt for video; the /account/login link for audio,
 * SPEC §2.1), upgrade and FAQ links, the support contact, and the code for 'other'.
 */
export interface PlaybackNotice {
  outcome: Exclude<PlaybackOutcome, 'granted'>
  login: 'prompt' | 'link' | null
  upgradeLinks: boolean
  support: boolean
  /** Shown in the 'other' message ('error status {code}'). */
  code: string | null
}

export function playbackNotice(status: unknown, medium: PlaybackMedium): PlaybackNotice | null {
  const outcome = playbackOutcome(status)
  switch (outcome) {
    case 'granted':
      return null
    case 'requireLogin':
      return { outcome, login: medium === 'video' ? 'prompt' : 'link', upgradeLinks: false, support: false, code: null }
    case 'noSubscription':
    case 'notSubscribed':
      return { outcome, login: null, upgradeLinks: true, support: true, code: null }
    case 'blocked':
      return { outcome, login: null, upgradeLinks: false, support: true, code: null }
    case 'problem':
      return { outcome, login: null, upgradeLinks: false, support: true, code: codeText(status) }
  }
}

// A code that is not a plain number (a missing field, an HTTP status we passed on) is still shown, never blank.
function codeText(status: unknown): string {
  if (typeof status === 'number' && Number.isFinite(status)) return String(status)
  if (typeof status === 'string' && /^[\w-]{1,32}$/.test(status)) return status
  return 'unknown'
}
