/**
 * SPEC §2.5, §2.6: opening a video stores the route it was opened from, and
 * closing the player goes back there (/videos when there is none). The player's
 * own pages are never an entry point: a video opened from the sidebar keeps
 * the page the visitor first came from, so closing never lands on a page that
 * opens the player again.
 */
import type { RouteName } from '../routes'
import { safeReturnPath } from './return-path'

/**
 * The routes whose page is the open player (§2.1 /videos/{videoID}, /live/{mediaType}/{assetID}).
 * /videos/player/{slug} is a playlist whose cards open the player, so it is an entry point like any other page.
 */
export const PLAYER_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['videoEntry', 'livePlayer'])

/** Where closing the player goes when the visitor arrived on the player's page directly: the hub, or /live for a live stream. */
export const DEFAULT_RETURN_PATH = '/videos'
export const LIVE_RETURN_PATH = '/live'

export function entryPointFor(current: { url: string; routeName: RouteName | string }, stored: string | null): string | null {
  if (PLAYER_ROUTES.has(current.routeName as RouteName)) return stored
  return current.url
}

/** Only a path on this site is followed back, through the one return-path rule (never an open redirect). */
export function returnPathFor(entryPoint: string | null, live = false): string {
  return safeReturnPath(entryPoint, live ? LIVE_RETURN_PATH : DEFAULT_RETURN_PATH)
}

/** §2.1 /live/{mediaType}/{assetID}: the live player of a stream asset. */
export function livePlayerPath(contentKind: 'audio' | 'video', assetId: string): string {
  return `/live/${contentKind}/${encodeURIComponent(assetId)}`
}

/** §2.1 /videos/{videoID}: the page of one entry. */
export function videoEntryPath(entryId: string): string {
  return `/videos/${encodeURIComponent(entryId)}`
}
