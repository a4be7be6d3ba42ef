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
