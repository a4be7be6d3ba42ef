/** Stream assets (SPEC §3): the live audio commentary and the live match video. */
import type { SeedRow } from './sql'

export const LIVE_AUDIO_ASSET = 'live-audio-commentary'
export const LIVE_VIDEO_ASSET = 'live-match-video'

export function streamAssetRows(): SeedRow[] {
  return [
    {
      id: LIVE_AUDIO_ASSET,
      title: 'Live Audio Commentary',
      media_type: 'live-stream',
      content_kind: 'audio',
      description: 'Full live commentary of every first-team fixture from the Town TV commentary team.',
      poster_image_key: 'streams/live-audio-poster.jpg',
      offline_image_key: 'streams/offline.jpg',
      playback_id: 'live-audio',
      status: 'active',
      created_at: '2025-07-01T09:00:00.000Z',
    },
    {
      id: LIVE_VIDEO_ASSET,
      title: 'Live Match Video',
      media_type: 'live-stream',
      content_kind: 'video',
      description: 'Live pictures of eligible matches for Town TV Plus members outside the UK and Ireland.',
      poster_image_key: 'streams/live-video-poster.jpg',
      offline_image_key: 'streams/offline.jpg',
      playback_id: 'live-video',
      status: 'active',
      created_at: '2025-07-01T09:00:00.000Z',
    },
  ]
}
