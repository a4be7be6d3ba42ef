/**
 * Issue 19 §3, §6: menus (every page's header and footer), adverts and
 * sponsors (the footer's slot adverts and sponsor rows, load-chrome.ts;
 * section sponsors and feed adverts on pages at countless addresses) and
 * promos are in every page's frame. A change to any of them moves the
 * site-wide generation of the page cache on (page-cache-purge.ts: purgePages
 * with no paths), at the same origins purgeEverywhere serves, so no page
 * keeps the old one.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { purgePages } from '../render/page-cache-purge'
import { purgeOrigins } from './purge'

export async function purgeWholeSite(c: Context<AppEnv>): Promise<void> {
  try {
    await Promise.all(purgeOrigins(c).map((origin) => purgePages(origin)))
  } catch (err) {
    // The change is stored; cached copies expire on their own (as purgeEverywhere).
    console.warn('site purge failed:', err instanceof Error ? err.message : String(err))
  }
}
