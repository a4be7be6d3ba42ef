import type { MessageKey } from '../../../shared/i18n'
import { type LockedVideoMessage, lockedVideoMessage } from '../../../shared/rules/locked-video-message'
import { type VideoViewer, videoLockState } from '../../../shared/rules/video-lock'
import { useViewer } from '../../hooks/use-viewer'

const MESSAGE_KEYS: Record<LockedVideoMessage, MessageKey> = {
  login: 'video.lockedLogin',
  digitalAccount: 'video.lockedDigitalAccount',
  restricted: 'video.lockedRestricted',
}

/**
 * The SPEC §4.3 lock of one video for the viewer now, as the catalogue key of
 * its §8.3 message, or null when it plays. Anonymous until hydrated (see useViewer).
 */
export function useVideoLock(entitlements: readonly string[], lockEmptyEntitlements: boolean): MessageKey | null {
  return lockMessageKey(entitlements, useViewer(), lockEmptyEntitlements)
}

/** The same for a list that reads useViewer() once for all its items. */
export function lockMessageKey(entitlements: readonly string[], viewer: VideoViewer, lockEmptyEntitlements: boolean): MessageKey | null {
  const message = lockedVideoMessage(videoLockState(entitlements, viewer, lockEmptyEntitlements), viewer)
  return message ? MESSAGE_KEYS[message] : null
}
