/**
 * Issue 19 §3: menus show in every page's header and footer, so a menu change purges the whole site's
 * HTML: page-cache-purge moves the site-wide generation on (purgePages with no paths), at the address
 * the change came through and the public one, as purgeEverywhere does for listed paths. Like it, a
 * failure is logged, not answered: the change is stored and the copies expire on their own.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { purgePages } from '../render/page-cache-purge'
import { purgeOrigins } from './purge'

export async function purgeWholeSite(c: Context<AppEnv>): Promise<void> {
  try {
    await Promise.all(purgeOrigins(c).map((origin) => purgePages(origin)))
  } catch (err) {
    console.warn('site purge failed:', err instanceof Error ? err.message : String(err))
  }
}
