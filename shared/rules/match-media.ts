/**
 * Issue 3 §2 match centre: which of the match's audio and video entry points are offered.
 * Live audio and live video exist only while the match can still be played (a stream asset is
 * attached and the match is neither over nor postponed); the replay is the on-demand video
 * entry, offered whenever one is attached (SPEC §4.11: it appears after the final whistle).
 */
import type { MatchStatus } from '../types/football'

export interface MatchMediaSource {
  status: MatchStatus
  audioAssetId: string | null
  videoAssetId: string | null
  videoEntryId: string | null
}

export interface MatchMediaAvailability {
  liveAudio: boolean
  liveVideo: boolean
  replay: boolean
}

// A finished or postponed match has no live stream to join, even if its asset is still attached.
export function matchMedia(source: MatchMediaSource): MatchMediaAvailability {
  const canBeLive = source.status === 'upcoming' || source.status === 'live'
  return {
    liveAudio: canBeLive && source.audioAssetId !== null,
    liveVideo: canBeLive && source.videoAssetId !== null,
    replay: source.videoEntryId !== null,
  }
}
