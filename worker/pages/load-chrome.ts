import type { CookieConsent } from '../../shared/rules/cookie-consent'
import type { Chrome } from '../../shared/types/page-payload'
import type { WebSettings } from '../../shared/types/site'
import { getFooterAdverts, getMenus, getSponsorRows } from '../db/site'
import { emptyOnFailure } from './optional-area'

/**
 * Menus, sponsor rows and footer adverts for the header and footer (SPEC
 * §2.3, §2.10, §3), and the visitor's cookie choice and cookie domain. Child-friendly mode is
 * applied here, on the server, so hidden adverts and sponsors never reach the HTML.
 */
export async function loadChrome(
  db: D1Database,
  settings: WebSettings,
  visitor: { childFriendly: boolean; cookieConsent: CookieConsent; cookieDomain: string | null },
): Promise<Chrome> {
  const { childFriendly, cookieConsent, cookieDomain } = visitor
  const [menus, sponsorRows, footerAdverts] = await Promise.all([
    getMenus(db),
    // SPEC §8.3: sponsors and adverts that fail to load leave their area empty; the page still renders.
    emptyOnFailure(getSponsorRows(db, { childFriendly }), [], 'sponsor rows'),
    emptyOnFailure(getFooterAdverts(db, { childFriendly }), [], 'footer adverts'),
  ])
  return { settings, menus, sponsorRows, childFriendly, footerAdverts, cookieConsent, siteLocked: false, cookieDomain }
}
