/**
 * The back office's one way to purge the edge cache after a change (issue 13
 * §2, issue 19): at the address the change came through and at the site's
 * public one (visitors' copies are keyed by the origin they asked). The change
 * is stored by then: a purge that fails is logged, not answered as a failure,
 * or the editor would save again; the copies expire on their own (page-cache.ts).
 */
import type { Context } from 'hono'
import { configOf } from '../config'
import type { AppEnv } from '../env'
import { purgePages } from '../render/page-cache-purge'

/** The origins whose copies a change purges: the one the change came through and the public one. */
export function purgeOrigins(c: Context<AppEnv>): string[] {
  return [...new Set([new URL(c.req.url).origin, configOf(c.env).site.PUBLIC_ORIGIN])]
}

export async function purgeEverywhere(c: Context<AppEnv>, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return
  try {
    await Promise.all(purgeOrigins(c).map((origin) => purgePages(origin, paths)))
  } catch (err) {
    console.warn('page purge failed', paths.length, 'paths:', err instanceof Error ? err.message : String(err))
  }
}
