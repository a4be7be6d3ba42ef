import { describe, expect, it, vi } from 'vitest'
import { edgeCache, purgePages } from '../../worker/render/page-cache-purge'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 22 §2: an isolate keeps the purge generations it read for a second instead of two Cache API
// lookups on every request. A purge made in this isolate is seen at once; one made elsewhere (another
// isolate moving the marker in the data centre's cache) within that second.
withStillClockAndSeed()

const ORIGIN = 'http://localhost'

/** What another isolate's purge of `/teams` leaves in the shared cache: the path's marker moved on. */
async function purgeFromAnotherIsolate(pathname: string): Promise<void> {
  await edgeCache().put(
    new Request(`${ORIGIN}/__page-cache-generation/${encodeURIComponent(pathname)}`),
    new Response(String(Date.now() + 1), { headers: { 'Cache-Control': 'public, max-age=31536000' } }),
  )
}

describe('purge generations kept for a second per isolate', () => {
  it("another isolate's purge is seen within a second: the old copy until then, a new render after", async () => {
    await cached('/teams')
    await purgeFromAnotherIsolate('/teams')
    expect(await cacheOf('/teams')).toBe('HIT')
    vi.setSystemTime(Date.now() + 1001)
    expect(await cacheOf('/teams')).toBe('MISS')
  })

  it("this isolate's own purge is seen on the very next request", async () => {
    await cached('/teams')
    await purgePages(ORIGIN, ['/teams'])
    expect(await cacheOf('/teams')).toBe('MISS')
  })
})
