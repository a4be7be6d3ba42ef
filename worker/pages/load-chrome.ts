import type { Chrome } from '../../shared/types/page-payload'
import type { WebSettings } from '../../shared/types/site'
import { getMenus, getSponsorRows } from '../db/site'

/** Menus and sponsor rows for the header and footer (SPEC §2.3, §2.10, §3). */
export async function loadChrome(db: D1Database, settings: WebSettings, childFriendly: boolean): Promise<Chrome> {
  const [menus, sponsorRows] = await Promise.all([getMenus(db), getSponsorRows(db, { childFriendly })])
  return { settings, menus, sponsorRows, childFriendly }
}
