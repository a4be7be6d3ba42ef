/// <reference path="./hls-light.d.ts" />
/**
 * Plays an HLS address in a <video> or <audio>. hls.js is imported on first
 * use only (its own chunk: no page carries it until a player opens), and the
 * light build is enough for on-demand H.264/AAC (no DRM, subtitles or
 * alternate audio). Which player plays is shared/rules/hls-engine.ts: hls.js
 * wherever Media Source Extensions exist (TOOLCHAIN "Browser tests": Chromium
 * says "maybe" to native HLS but cannot play it), the browser's own HLS where
 * they do not (Safari on older iPhones), and there hls.js is never fetched.
 */
import { hlsEngine } from '../../shared/rules/hls-engine'
import type { CaptionLanguage } from '../../shared/rules/hls-subtitles'
import { type HlsClass, hlsSupport, loadHls, loadHlsWithSubtitles, NATIVE_HLS } from './hls-loader'
import { announceFailure } from './stream-failure-event'
import { hlsJsCaptions, masterCaptions, nativeCaptions, type SelectCaption } from './stream-captions'
import type { StreamFailure } from '../../shared/rules/stream-renewal'

export type { StreamFailure }

/** SPEC §9.3: video back buffer length 8 (seconds). */
export const BACK_BUFFER_SECONDS = 8

export interface StreamHandle {
  destroy(): void
  /** Where a live stream's edge is now (seconds), to rejoin it after a pause; null for on-demand or not yet known. */
  liveEdge(): number | null
  /** Issue 20 §6: shows the captions of a language, or none (a stream without captions ignores it). */
  selectCaption?: SelectCaption
}

export interface StreamOptions {
  /** Where to start, in seconds (a stream re-attached after its token ran out carries on). */
  startPosition?: number
  /** The stream stopped for good; `position` is where it was (read before the player let go of the media). */
  onFailure: (failure: StreamFailure, position: number) => void
  /**
   * Live (issue 10 §8): the address each request goes to, given the one hls.js chose; the live players
   * put the newest playback token from their socket on it (shared/rules/stream-renewal.ts
   * withCurrentToken), so the live playlist hls.js reloads never outlives its token.
   */
  requestUrl?: (url: string) => string
  /**
   * Issue 20 §6 (on-demand): the caption languages the stream offers, once known ([] for none). Given, the
   * master is read first: one that lists captions plays with the full build of hls.js (the light one has no
   * subtitles); without it, or without captions, the light build plays.
   */
  onCaptions?: (languages: CaptionLanguage[]) => void
}

export async function attachStream(media: HTMLMediaElement, url: string, options: StreamOptions): Promise<StreamHandle> {
  const engine = hlsEngine(hlsSupport(media))
  if (engine === 'native') return withNativeHls(media, url, options)
  if (engine === 'hlsjs') {
    const [light, captions] = await Promise.all([loadHls(), options.onCaptions ? masterCaptions(url) : []])
    const Hls = captions.length > 0 ? await loadHlsWithSubtitles() : light
    // The light build has no subtitle tracks to read: captions are wired only to the full one.
    const wired = captions.length > 0 ? options : { ...options, onCaptions: undefined }
    if (Hls.isSupported()) return withHlsJs(Hls, media, url, wired)
    // MSE without the codecs hls.js needs: the browser's own HLS, where it has one.
    if (media.canPlayType(NATIVE_HLS)) return withNativeHls(media, url, options)
  }
  announceFailure(media, 'unsupported')
  options.onFailure('unsupported', 0)
  return { destroy: () => undefined, liveEdge: () => null }
}

function withHlsJs(Hls: HlsClass, media: HTMLMediaElement, url: string, options: StreamOptions): StreamHandle {
  const { requestUrl } = options
  const hls = new Hls({
    backBufferLength: BACK_BUFFER_SECONDS,
    startPosition: options.startPosition ?? -1,
    // hls.js opens the request itself unless this did (xhr-loader.ts): only a request whose address changed is reopened.
    xhrSetup: requestUrl
      ? (xhr, url) => {
          const renewed = requestUrl(url)
          if (renewed !== url) xhr.open('GET', renewed, true)
        }
      : undefined,
  })
  let mediaRecoveries = 0
  let stopped = false
  // Tearing hls.js down empties the media element (its time goes back to 0): where it was is read first.
  const stop = (failure: StreamFailure) => {
    stopped = true
    const position = media.currentTime
    hls.destroy()
    // Issue 21 §7: the player's reports hear of it (client/player/playback-reports.ts).
    announceFailure(media, failure)
    options.onFailure(failure, position)
  }
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (stopped) return
    // The media gateway's 401: the playback token ran out (issue 9 §4). hls.js would switch renditions
    // and retry with the same dead token for a long while; the player can only renew the grant.
    if (data.response?.code === 401) return stop('expired')
    if (!data.fatal) return
    // hls.js can often rebuild a broken media pipeline once or twice; past that it is stuck.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
      mediaRecoveries += 1
      hls.recoverMediaError()
      return
    }
    stop(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media')
  })
  const selectCaption = options.onCaptions ? hlsJsCaptions(Hls, hls, options.onCaptions) : undefined
  hls.loadSource(url)
  hls.attachMedia(media)
  return { destroy: () => hls.destroy(), liveEdge: () => hls.liveSyncPosition, selectCaption }
}

function withNativeHls(media: HTMLMediaElement, url: string, options: StreamOptions): StreamHandle {
  const onError = () => {
    const failure = media.error?.code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media'
    announceFailure(media, failure)
    options.onFailure(failure, media.currentTime)
  }
  const onMetadata = () => {
    if (options.startPosition) media.currentTime = options.startPosition
  }
  media.addEventListener('error', onError)
  media.addEventListener('loadedmetadata', onMetadata, { once: true })
  const captions = options.onCaptions ? nativeCaptions(media, options.onCaptions) : null
  media.src = url
  return {
    selectCaption: captions?.select,
    destroy: () => {
      captions?.stop()
      media.removeEventListener('error', onError)
      media.removeEventListener('loadedmetadata', onMetadata)
      media.removeAttribute('src')
      media.load()
    },
    liveEdge: () => (Number.isFinite(media.duration) || media.seekable.length === 0 ? null : media.seekable.end(media.seekable.length - 1)),
  }
}
