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

async function readGeneration(origin: string, pathname: string): Promise<number> {
  const marker = await edgeCache().match(markerKey(origin, pathname))
  return marker ? Number(await marker.text()) || 0 : 0
}

/** The generation a page's key carries now: the site's and the path's, together. */
export async function pageGeneration(origin: string, pathname: string): Promise<string> {
  const [site, page] = await Promise.all([readGeneration(origin, SITE), readGeneration(origin, pathname)])
  return `${site}.${page}`
}

async function bump(origin: string, pathname: string): Promise<void> {
  // A timestamp, so two purges in a row never land on a number used before.
  const next = Math.max(Date.now(), (await readGeneration(origin, pathname)) + 1)
  await edgeCache().put(
    markerKey(origin, pathname),
    new Response(String(next), { headers: { 'Cache-Control': 'public, max-age=31536000' } }),
  )
}

/** Purges the pages at these paths (all their variants); with no paths, every page of the site. */
export async function purgePages(origin: string, pathnames: readonly string[] = []): Promise<void> {
  if (pathnames.length === 0) return bump(origin, SITE)
  await Promise.all(pathnames.map((pathname) => bump(origin, pathname)))
}
