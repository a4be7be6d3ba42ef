/**
 * Issue 3 §2, issue 9 §6 match centre: which of the match's audio and video entry points are offered.
 * Live audio and live video exist only while the match can still be played (a stream asset is
 * attached and the match is neither over nor postponed); the replay is the on-demand video
 * entry, offered whenever one is attached (SPEC §4.11: it appears after the final whistle); the
 * full commentary is the on-demand audio entry (SPEC §2.7), offered once the match is over: a
 * recording of the whole match exists only then, and until then the live commentary is the one.
 */
import type { MatchStatus } from '../types/football'

export interface MatchMediaSource {
  status: MatchStatus
  audioAssetId: string | null
  videoAssetId: string | null
  videoEntryId: string | null
  audioEntryId: string | null
}

/** What is offered, by the id that opens it (the players need it, issue 9 §6), or null when it is not. */
export interface MatchMediaAvailability {
  /** The live audio stream asset. */
  liveAudio: string | null
  /** The live video stream asset. */
  liveVideo: string | null
  /** The on-demand video entry of the replay. */
  replay: string | null
  /** The on-demand audio entry of the full commentary. */
  commentary: string | null
}

// A finished or postponed match has no live stream to join, even if its asset is still attached.
export function matchMedia(source: MatchMediaSource): MatchMediaAvailability {
  const canBeLive = source.status === 'upcoming' || source.status === 'live'
  return {
    liveAudio: canBeLive ? source.audioAssetId : null,
    liveVideo: canBeLive ? source.videoAssetId : null,
    replay: source.videoEntryId,
    commentary: source.status === 'fulltime' ? source.audioEntryId : null,
  }
}
