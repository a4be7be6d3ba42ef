/**
 * Issue 9 'Watch Now' to first frame ≤ 0.9 s, within issue 22 §3's budget (nothing beyond a page's first paint
 * before interaction; players load 'on interaction or when idle'). On the pages a supporter comes to to watch, the
 * video player's code is made ready once the page is idle (its overlay's loaded and run, hls.js fetched into the
 * browser's cache at the lowest priority), so a chosen video starts at once instead of after six rounds of chunk
 * requests. Not on the other pages, and not where the supporter asked to save data or the connection is slow: there
 * the bytes cost more than the wait they save.
 */
import type { PageKind } from '../types/page-payload'

/** The video hub (/videos, /live), browse, a collection and a video's own page (its sidebar opens the next one). */
export const PLAYER_PREFETCH_PAGES: ReadonlySet<PageKind> = new Set<PageKind>(['videoFeed', 'videoBrowse', 'videoCollection', 'videoEntry'])

/** navigator.connection's effectiveType values too slow to spend ~150 KB on a maybe. */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g'])

/** What the browser says of its connection (Network Information API; absent in most browsers but Chromium). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

export function prefetchesPlayer(kind: PageKind, connection: ConnectionHints | undefined): boolean {
  if (!PLAYER_PREFETCH_PAGES.has(kind)) return false
  if (connection?.saveData === true) return false
  return !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '')
}
