/// <reference path="./hls-light.d.ts" />
/**
 * Plays an HLS address in a <video> or <audio>. hls.js is imported on first
 * use only (its own chunk: no page carries it until a player opens), and the
 * light build is enough for on-demand H.264/AAC (no DRM, subtitles or
 * alternate audio); a stream with captions or a choice of commentary
 * languages (issue 21 §3) gets the full build. Which player plays is shared/rules/hls-engine.ts: hls.js
 * wherever Media Source Extensions exist (TOOLCHAIN "Browser tests": Chromium
 * says "maybe" to native HLS but cannot play it), the browser's own HLS where
 * they do not (Safari on older iPhones), and there hls.js is never fetched.
 */
import { commentaryLanguagesOf } from '../../shared/rules/commentary-audio'
import { hlsEngine } from '../../shared/rules/hls-engine'
import { type CaptionLanguage, subtitleLanguagesOf } from '../../shared/rules/hls-subtitles'
import { type CommentaryOptions, hlsJsCommentary, nativeCommentary, type SelectCommentary } from './commentary-tracks'
import { type HlsClass, hlsSupport, loadHls, loadHlsWithSubtitles, NATIVE_HLS } from './hls-loader'
import { announceFailure } from './stream-failure-event'
import { playlistLoaderWithMaster } from './hls-master-loader'
import { masterText } from './master-playlist'
import { hlsJsCaptions, nativeCaptions, type SelectCaption } from './stream-captions'
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
  /** Issue 21 §2: EXT-X-PROGRAM-DATE-TIME of the position playing now (ms), null when the stream has none or not yet. */
  programDate(): number | null
  /** Issue 21 §3: plays the commentary in a language (a stream without it ignores it). */
  selectCommentary?: SelectCommentary
  /**
   * Issue 21 §4: hls.js's bandwidth estimate and the lowest video rendition's BANDWIDTH (bits a second);
   * null where the browser's own HLS plays (it adapts by itself and says nothing).
   */
  bandwidth?: () => { estimate: number | null; lowestVideo: number | null }
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
  /**
   * Issue 21 §3: the commentary languages. Given, the master is read first: one that offers more than one
   * language plays with the full build of hls.js (the light one has no alternate audio), starting in the
   * language `choose` picks.
   */
  commentary?: CommentaryOptions
  /** Issue 21 §4: the master's text as read (the player finds its audio-only address in it); '' when not read. */
  onMaster?: (text: string) => void
}

export async function attachStream(media: HTMLMediaElement, url: string, options: StreamOptions): Promise<StreamHandle> {
  const engine = hlsEngine(hlsSupport(media))
  if (engine === 'native') return withNativeHls(media, url, options)
  if (engine === 'hlsjs') {
    const readsMaster = Boolean(options.onCaptions || options.commentary || options.onMaster)
    const [light, master] = await Promise.all([loadHls(), readsMaster ? masterText(options.requestUrl?.(url) ?? url) : ''])
    options.onMaster?.(master)
    const captions = options.onCaptions ? subtitleLanguagesOf(master) : []
    const languages = options.commentary ? commentaryLanguagesOf(master) : []
    const full = captions.length > 0 || languages.length > 1
    const Hls = full ? await loadHlsWithSubtitles() : light
    // The light build has no subtitle or audio tracks to read: those are wired only to the full one.
    const wired = {
      ...options,
      onCaptions: captions.length > 0 ? options.onCaptions : undefined,
      commentary: languages.length > 1 ? options.commentary : undefined,
    }
    if (!wired.commentary) options.commentary?.onTracks(languages, null)
    if (Hls.isSupported()) return withHlsJs(Hls, media, url, wired, wired.commentary?.choose(languages) ?? null, master)
    // MSE without the codecs hls.js needs: the browser's own HLS, where it has one.
    if (media.canPlayType(NATIVE_HLS)) return withNativeHls(media, url, options)
  }
  announceFailure(media, 'unsupported')
  options.onFailure('unsupported', 0)
  return { destroy: () => undefined, liveEdge: () => null, programDate: () => null }
}

function withHlsJs(
  Hls: HlsClass,
  media: HTMLMediaElement,
  url: string,
  options: StreamOptions,
  language: string | null,
  master: string,
): StreamHandle {
  const { requestUrl } = options
  const hls = new Hls({
    backBufferLength: BACK_BUFFER_SECONDS,
    startPosition: options.startPosition ?? -1,
    // Issue 21 §3: the commentary starts in the chosen language, not in the DEFAULT and then switched.
    ...(language ? { audioPreference: { lang: language } } : {}),
    // The master read above (on-demand: live rewrites each address with its newest token) is not fetched again.
    ...(master && !requestUrl ? { pLoader: playlistLoaderWithMaster(Hls, master) } : {}),
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
  const selectCommentary = options.commentary ? hlsJsCommentary(Hls, hls, media, options.commentary) : undefined
  hls.loadSource(url)
  hls.attachMedia(media)
  // Issue 21 §4: hls.js starts from a default guess; only what it measured counts (a main segment buffered).
  let measured = false
  hls.on(Hls.Events.FRAG_BUFFERED, (_event, data) => {
    if (data.frag.type === 'main') measured = true
  })
  const bandwidth = () => {
    if (!measured) return { estimate: null, lowestVideo: null }
    const video = (hls.levels ?? []).filter((level) => Boolean(level.videoCodec) || level.height > 0).map((level) => level.bitrate)
    return { estimate: hls.bandwidthEstimate || null, lowestVideo: video.length > 0 ? Math.min(...video) : null }
  }
  return {
    destroy: () => hls.destroy(),
    liveEdge: () => hls.liveSyncPosition,
    selectCaption,
    selectCommentary,
    bandwidth,
    programDate: () => hls.playingDate?.getTime() ?? null,
  }
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
  const commentary = options.commentary ? nativeCommentary(media, options.commentary) : null
  options.onMaster?.('')
  media.src = url
  return {
    selectCaption: captions?.select,
    selectCommentary: commentary?.select,
    destroy: () => {
      captions?.stop()
      commentary?.stop()
      media.removeEventListener('error', onError)
      media.removeEventListener('loadedmetadata', onMetadata)
      media.removeAttribute('src')
      media.load()
    },
    liveEdge: () => (Number.isFinite(media.duration) || media.seekable.length === 0 ? null : media.seekable.end(media.seekable.length - 1)),
    programDate: () => nativeProgramDate(media),
  }
}

/** Safari's own HLS: the program date of time 0 (getStartDate, NaN without one) plus the position. */
function nativeProgramDate(media: HTMLMediaElement): number | null {
  const start = (media as HTMLMediaElement & { getStartDate?: () => Date }).getStartDate?.().getTime()
  return start !== undefined && Number.isFinite(start) ? start + media.currentTime * 1000 : null
}
