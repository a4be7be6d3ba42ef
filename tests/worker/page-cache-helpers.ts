import { afterEach, beforeEach, vi } from 'vitest'
import { get, seedDemo } from './helpers'

/**
 * For purge tests in the worker-cache project (issue 13 §2): the seed, and a
 * clock that stands still so a copy stays a HIT until something purges it
 * (the match centre is fresh for 5 s only).
 */
export function withStillClockAndSeed(): void {
  beforeEach(async () => {
    await seedDemo()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now())
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** What the edge cache answered for a page: HIT, MISS, STALE or BYPASS. */
export async function cacheOf(path: string): Promise<string | null> {
  const response = await get(path)
  await response.arrayBuffer()
  return response.headers.get('X-Cache')
}

/** The copy is stored after the response (waitUntil): visit again until the cache answers, a bounded number of times. */
export async function cached(path: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await cacheOf(path)) === 'HIT') return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} never came from the cache`)
}
