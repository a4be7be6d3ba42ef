/// <reference path="./hls-light.d.ts" />
/**
 * What decides and starts the loading of hls.js, apart from the players that
 * use it (hls-stream.ts): the preloads of player-chunks.ts run from code every
 * page carries (a card's click), so this file is all of it a first page load
 * pays for (issue 13 §4); hls-stream.ts arrives with the player.
 */
import type HlsType from 'hls.js/light'
import { type HlsSupport, hlsEngine } from '../../shared/rules/hls-engine'

export type HlsClass = typeof HlsType
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

let hlsFullModule: Promise<HlsClass> | null = null

/**
 * Issue 20 §6: the full build of hls.js, which the light one lacks subtitles
 * (and, issue 21 §3, alternate audio) for; loaded only for a stream whose
 * master playlist lists captions or more than one commentary language, so
 * the others keep the light build.
 */
export function loadHlsWithSubtitles(): Promise<HlsClass> {
  hlsFullModule ??= import('hls.js').then((m) => m.default as unknown as HlsClass)
  hlsFullModule.catch(() => {
    hlsFullModule = null
  })
  return hlsFullModule
}

export const NATIVE_HLS = 'application/vnd.apple.mpegurl'

/** What this browser offers, for shared/rules/hls-engine.ts (the constructors hls.js itself looks for). */
export function hlsSupport(media: HTMLMediaElement): HlsSupport {
  const scope = self as unknown as Record<string, unknown>
  return {
    mediaSource: Boolean(scope.MediaSource || scope.ManagedMediaSource || scope.WebKitMediaSource),
    nativeHls: media.canPlayType(NATIVE_HLS),
  }
}

/** Whether a player opening here will import hls.js (the preloads fetch it only then). */
export function playsWithHlsJs(): boolean {
  return hlsEngine(hlsSupport(document.createElement('video'))) === 'hlsjs'
}
