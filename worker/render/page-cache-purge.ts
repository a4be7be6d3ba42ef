/**
 * Purging the HTML edge cache (issue 13 §2): one function the editor tools
 * call when content is published or changed. A page's cache key carries a
 * generation number for its path and one for the whole site, both kept in the
 * Cache API itself; purging moves the number on, so every variant of that
 * page (child-friendly, cookie choice) is missed at once without
 * listing them. Like the Cache API, this acts on the data centre it runs in;
 * a deployment across data centres adds a zone purge by URL prefix beside it.
 */
/** The data centre's cache (workers-types has it; the DOM lib this project also loads does not). */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default
}

const MARKER_PREFIX = '/__page-cache-generation'
const SITE = '*'

function markerKey(origin: string, pathname: string): Request {
  return new Request(new URL(`${MARKER_PREFIX}/${encodeURIComponent(pathname)}`, origin))
}

/**
 * Issue 22 §2: the profile of a cache-miss render found the two generation
 * reads (two Cache API lookups before the page's own) on every request, hit
 * or miss. An isolate keeps what it read for a second: a purge made in this
 * isolate is seen at once (bump writes here too), one made in another
 * isolate within GENERATION_MEMO_MS.
 */
const GENERATION_MEMO_MS = 1000
const MAX_MEMO_ENTRIES = 2000
const generations = new Map<string, { value: number; readAt: number }>()

async function readGeneration(origin: string, pathname: string, fresh = false): Promise<number> {
  const memoKey = `${origin}${pathname}`
  const known = generations.get(memoKey)
  const now = Date.now()
  if (!fresh && known && now - known.readAt < GENERATION_MEMO_MS) return known.value
  const marker = await edgeCache().match(markerKey(origin, pathname))
  const value = marker ? Number(await marker.text()) || 0 : 0
  remember(memoKey, value, now)
  return value
}

/** What this isolate read is forgotten (the tests empty the whole cache between tests, as an eviction would). */
export function forgetPageGenerations(): void {
  generations.clear()
}

function remember(memoKey: string, value: number, readAt: number): void {
  if (generations.size >= MAX_MEMO_ENTRIES) generations.clear()
  generations.set(memoKey, { value, readAt })
}

/** The generation a page's key carries now: the site's and the path's, together. */
export async function pageGeneration(origin: string, pathname: string): Promise<string> {
  const [site, page] = await Promise.all([readGeneration(origin, SITE), readGeneration(origin, pathname)])
  return `${site}.${page}`
}

async function bump(origin: string, pathname: string): Promise<void> {
  // A timestamp, so two purges in a row never land on a number used before.
  const next = Math.max(Date.now(), (await readGeneration(origin, pathname, true)) + 1)
  await edgeCache().put(
    markerKey(origin, pathname),
    new Response(String(next), { headers: { 'Cache-Control': 'public, max-age=31536000' } }),
  )
  remember(`${origin}${pathname}`, next, Date.now())
}

/** Purges the pages at these paths (all their variants); with no paths, every page of the site. */
export async function purgePages(origin: string, pathnames: readonly string[] = []): Promise<void> {
  if (pathnames.length === 0) return bump(origin, SITE)
  await Promise.all(pathnames.map((pathname) => bump(origin, pathname)))
}
