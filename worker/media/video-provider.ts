/**
 * Issue 20 §1: the one module that decides who serves an on-demand entry's
 * media. `videos.provider` says: 'r2' is our HLS in R2 behind the token-gated
 * media gateway (/media/{playbackId}/master.m3u8?token=…); 'cloudflare-stream'
 * is Stream's signed URL (RS256 JWT with kid, sub = the Stream video uid, the
 * lifetime of our own playback tokens), signed by the live provider's code
 * (worker/streaming/live-provider.ts providerPlayback), not a copy of it. The
 * grant's access rule decided before this is called: the same for both.
 */
import { PLAYBACK_TOKEN_PARAM } from '../../shared/rules/playlist-rewrite'
import { configOf } from '../config'
import type { VideoSettings } from '../config/video-settings'
import type { PlayableEntry } from '../db/video-playback'
import type { Bindings } from '../env'
import { httpError } from '../http-errors'
import { signPlaybackToken } from '../streaming/playback-token'
import { providerPlayback } from '../streaming/live-provider'

export interface EntryPlayback {
  /** What the player sends back as KSession (our token, or Stream's JWT). */
  token: string
  playbackUrl: string
}

/** The video settings, or the 503 saying the configured provider cannot work (logged once by name by worker/config.ts). */
export function videoSettings(env: object): VideoSettings {
  const video = configOf(env).video
  if (video.state === 'off')
    throw httpError(
      503,
      'video_provider_not_configured',
      'Video uploads and playback from the video provider are not available at the moment: the provider is not configured',
    )
  return video.settings
}

/** A granted entry's playback: token and address for `subject` (an account's SSO id, or the anonymous subject). */
export async function entryPlayback(env: Bindings, entry: PlayableEntry, subject: string, now = new Date()): Promise<EntryPlayback> {
  if (entry.provider === 'cloudflare-stream') {
    const stream = videoSettings(env).stream
    if (!stream) throw httpError(503, 'video_provider_not_configured', 'This video is served by Cloudflare Stream, which is not configured')
    const signed = await providerPlayback({ name: 'cloudflare-stream', host: stream.host, key: stream.key }, entry.playbackId, now)
    return { token: signed.token, playbackUrl: signed.playbackUrl }
  }
  const { token } = await signPlaybackToken(env, { subject, playbackId: entry.playbackId, asset: entry.entryId }, now)
  return { token, playbackUrl: `/media/${entry.playbackId}/master.m3u8?${PLAYBACK_TOKEN_PARAM}=${encodeURIComponent(token)}` }
}
