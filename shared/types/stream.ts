import type { MatchSummary } from './football'
import type { LiveUpgradeData } from './video'

/** SPEC §3 stream asset, as GET /api/streamline/streams/{assetID} answers it. */
export interface StreamAssetAttributes {
  title: string
  description: string
  /** SPEC §3: 'live-stream' or something else (on-demand). */
  mediaType: 'live-stream' | 'on-demand'
  /** Live audio commentary or live video. */
  contentKind: 'audio' | 'video'
  imageData: { posterImageKey: string | null; offlineImageKey: string | null }
  assetData: { playbackIds: Array<{ id: string }>; status: 'active' | 'idle' | 'disabled' }
}

/** SPEC §3: idle and disabled mean offline (the offline image shows). */
export function isOffline(status: StreamAssetAttributes['assetData']['status']): boolean {
  return status === 'idle' || status === 'disabled'
}

/** A live stream as the pages show it: /live/{mediaType}/{assetID}, the match centre and "Ready for kick-off?". */
export interface LiveStreamSummary {
  id: string
  title: string
  contentKind: StreamAssetAttributes['contentKind']
}

/** SPEC §2.1 /live/{mediaType}/{assetID}: the stream, its match and the §2.10 live upgrade notice. */
export interface LivePlayerPage {
  kind: 'livePlayer'
  stream: LiveStreamSummary & {
    description: string
    /** SPEC §3: idle or disabled; the offline image shows. */
    offline: boolean
    /** The poster, or the offline image when offline. */
    imageKey: string | null
  }
  /** The live or next match carrying the stream, when there is one. */
  match: MatchSummary | null
  /** SPEC §2.10 live upgrade notice (§3 liveUpgradeData), for those without access. */
  liveUpgrade: LiveUpgradeData
  /** The server's clock, so the client derives the same match phase when it hydrates. */
  now: string
  /** Issue 21 §6: the club's current notices about this stream or its match, newest first. */
  notices: import('./match-notice').MatchNotice[]
}

/** "Ready for kick-off?" on /live: the next match that will be streamed, before it starts (issue 10 §8). */
export interface NextStreamedMatch {
  match: MatchSummary
  streams: LiveStreamSummary[]
}
