/// <reference path="./hls-light.d.ts" />
/**
 * Plays an HLS address in a <video> or <audio>. hls.js is imported on first
 * use only (its own chunk: no page carries it until a player opens), and the
 * light build is enough for on-demand H.264/AAC (no DRM, subtitles or
 * alternate audio). TOOLCHAIN "Browser tests": Chromium says "maybe" to
 * native HLS but cannot play it, so hls.js is asked first and the browser's
 * own HLS (Safari, iOS) is used only where hls.js is not supported.
 */
import type HlsType from 'hls.js/light'

/** SPEC §9.3: video back buffer length 8 (seconds). */
export const BACK_BUFFER_SECONDS = 8

type HlsClass = typeof HlsType
let hlsModule: Promise<HlsClass> | null = null

/** Starts loading hls.js (a player is about to open); the same promise for every caller. */
export function loadHls(): Promise<HlsClass> {
  hlsModule ??= import('hls.js/light').then((m) => m.default)
  // A failed chunk load may be retried by the next player that opens.
  hlsModule.catch(() => {
    hlsModule = null
  })
  return hlsModule
}

/** Why a stream stopped for good: its grant ran out or the network failed ('network'), or it cannot play here. */
export type StreamFailure = 'network' | 'media' | 'unsupported'

export interface StreamHandle {
  destroy(): void
}

export interface StreamOptions {
  /** Where to start, in seconds (a stream re-attached after its token ran out carries on). */
  startPosition?: number
  onFailure: (failure: StreamFailure) => void
}

const NATIVE_HLS = 'application/vnd.apple.mpegurl'

export async function attachStream(media: HTMLMediaElement, url: string, options: StreamOptions): Promise<StreamHandle> {
  const Hls = await loadHls()
  if (Hls.isSupported()) return withHlsJs(Hls, media, url, options)
  if (media.canPlayType(NATIVE_HLS)) return withNativeHls(media, url, options)
  options.onFailure('unsupported')
  return { destroy: () => undefined }
}

function withHlsJs(Hls: HlsClass, media: HTMLMediaElement, url: string, options: StreamOptions): StreamHandle {
  const hls = new Hls({ backBufferLength: BACK_BUFFER_SECONDS, startPosition: options.startPosition ?? -1 })
  let mediaRecoveries = 0
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return
    // hls.js can often rebuild a broken media pipeline once or twice; past that it is stuck.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 2) {
      mediaRecoveries += 1
      hls.recoverMediaError()
      return
    }
    hls.destroy()
    options.onFailure(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media')
  })
  hls.loadSource(url)
  hls.attachMedia(media)
  return { destroy: () => hls.destroy() }
}

function withNativeHls(media: HTMLMediaElement, url: string, options: StreamOptions): StreamHandle {
  const onError = () => options.onFailure(media.error?.code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media')
  const onMetadata = () => {
    if (options.startPosition) media.currentTime = options.startPosition
  }
  media.addEventListener('error', onError)
  media.addEventListener('loadedmetadata', onMetadata, { once: true })
  media.src = url
  return {
    destroy: () => {
      media.removeEventListener('error', onError)
      media.removeEventListener('loadedmetadata', onMetadata)
      media.removeAttribute('src')
      media.load()
    },
  }
}
