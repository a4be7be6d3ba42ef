/**
 * Issue 13 §3: reads go through the D1 Sessions API so a read replica near the
 * visitor can answer; after a write, the browser carries the session's
 * bookmark in a cookie so its next reads see at least that write (a
 * supporter who just bought sees their purchase). What the cookie holds is
 * only trusted when it has the shape of a D1 bookmark.
 */
export const D1_BOOKMARK_COOKIE = 'club_d1_bookmark'

/** Our choice: replicas catch up within seconds; ten minutes covers a checkout round trip. */
export const D1_BOOKMARK_MAX_AGE_SECONDS = 600

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** The bookmark to start a session from, or null (any replica will do). */
export function readD1Bookmark(cookie: string | undefined): string | null {
  return cookie !== undefined && BOOKMARK.test(cookie) ? cookie : null
}

/** Only a request that may have written hands a bookmark back (GETs stay cookie-free and cacheable). */
export function carriesD1Bookmark(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
}
