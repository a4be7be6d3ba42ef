/**
 * Issue 22 §2: the document's companion reads (the settings row, menus, sponsor rows, footer adverts and
 * slots, promos: load-chrome.ts documentReads) are the same for every page of the site, and half the
 * statements of a page's D1 batch (six of a home page's eleven). Every change an editor makes to one of
 * them moves the page cache's site-wide generation on (worker/admin/purge-site.ts), so an isolate keeps
 * their values for a few seconds under the generation they were read at: a cache miss reads only its
 * page. A purge made in this isolate is seen at once, one made in another within the generation's own
 * memo (a second). Used only for pages the edge cache shares (page-cache.ts tells the render): a copy
 * is already up to its freshness old there, while a page rendered for one viewer alone (BYPASS: the
 * back office, the account) reads the chrome fresh each time.
 */

/** How long values are kept: promos and slot adverts that start or end 'now' appear within this. */
export const CHROME_KEEP_MS = 5000

interface Kept {
  values: Promise<unknown>
  readAt: number
}

const kept = new Map<string, Kept>()

/** Keyed by what the values depend on: the site's generation and the visitor's child-friendly mode. */
function keyOf(siteGeneration: string, childFriendly: boolean): string {
  return `${siteGeneration}|${childFriendly ? 'child' : 'all'}`
}

/** The kept values, or null when there are none this young for this generation and mode. */
export function keptChrome<T>(siteGeneration: string, childFriendly: boolean, now = Date.now()): Promise<T> | null {
  const entry = kept.get(keyOf(siteGeneration, childFriendly))
  if (!entry || now - entry.readAt >= CHROME_KEEP_MS) return null
  return entry.values as Promise<T>
}

/**
 * Keeps the values a page read with its first batch (the promise it awaited). A read that failed is
 * forgotten, so the next page reads again rather than being handed the failure.
 */
export function keepChrome<T>(siteGeneration: string, childFriendly: boolean, values: Promise<T>, now = Date.now()): void {
  const key = keyOf(siteGeneration, childFriendly)
  // One generation and two modes are live at a time: anything else is an older generation's.
  for (const [other, entry] of kept) if (other !== key && now - entry.readAt >= CHROME_KEEP_MS) kept.delete(other)
  const entry = { values, readAt: now }
  kept.set(key, entry)
  values.catch(() => {
    if (kept.get(key) === entry) kept.delete(key)
  })
}

/** What this isolate kept is forgotten (tests, as page-cache-purge.ts forgetPageGenerations). */
export function forgetKeptChrome(): void {
  kept.clear()
}
