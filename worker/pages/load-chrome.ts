import type { CookieConsent } from '../../shared/rules/cookie-consent'
import type { SignOnProvider } from '../../shared/rules/sign-on-link'
import type { Chrome } from '../../shared/types/page-payload'
import type { WebSettings } from '../../shared/types/site'
import { FOOTER_SLOTS } from '../../shared/types/slot-advert'
import { eligibleSlotAdvertsRead } from '../adverts/slot-adverts'
import { mapRead, optionalRead, type ReadValues, readTogether } from '../db/read'
import { activePromosRead } from '../db/promos'
import { footerAdvertsRead, menusRead, sponsorRowsRead, webSettingsRead } from '../db/site'

export interface ChromeVisitor {
  childFriendly: boolean
  cookieConsent: CookieConsent
  cookieDomain: string | null
  /** The same for every visitor (config), carried here with the rest the chrome learns from the request. */
  signOn: SignOnProvider
}

/**
 * What the header and footer read: menus, sponsor rows, footer adverts and the
 * footer slots that have an eligible advert now (SPEC §2.3, §2.10, §3; issue 12
 * §2), and the overlay promos active now (§4.8: a new visitor's promo starts
 * with the page, without a round trip first). Child-friendly mode is applied here, on the server, so hidden adverts
 * and sponsors never reach the HTML.
 */
export function chromeReads(db: D1Database, { childFriendly }: Pick<ChromeVisitor, 'childFriendly'>) {
  return {
    menus: menusRead(db),
    // SPEC §8.3: sponsors and adverts that fail to load leave their area empty; the page still renders.
    sponsorRows: optionalRead(sponsorRowsRead(db, { childFriendly }), [], 'sponsor rows'),
    footerAdverts: optionalRead(footerAdvertsRead(db, { childFriendly }), [], 'footer adverts'),
    footerSlots: optionalRead(
      mapRead(eligibleSlotAdvertsRead(db, { childFriendly, now: new Date() }), (adverts) =>
        FOOTER_SLOTS.filter((slot) => adverts.some((advert) => advert.slotID === slot)),
      ),
      [],
      'footer slot adverts',
    ),
    promos: optionalRead(activePromosRead(db, { channel: 'Web', now: new Date() }), [], 'promo overlays'),
  }
}

export type ChromeValues = ReadValues<ReturnType<typeof chromeReads>>

/** The chrome from its values, the settings and the visitor's cookie choice and cookie domain. */
export function toChrome(values: ChromeValues, settings: WebSettings, visitor: ChromeVisitor): Chrome {
  const { childFriendly, cookieConsent, cookieDomain, signOn } = visitor
  return { settings, ...values, childFriendly, cookieConsent, siteLocked: false, cookieDomain, signOn }
}

/**
 * What every document reads besides its page: the settings row (titles, texts) and the chrome.
 * Issue 13 §3: they ride along with the loader's first batch (page-reader.ts).
 */
export function documentReads(db: D1Database, visitor: Pick<ChromeVisitor, 'childFriendly'>) {
  return { settings: webSettingsRead(db), ...chromeReads(db, visitor) }
}

/** The settings and the chrome on their own (the error page), in one batch. */
export async function loadChrome(db: D1Database, visitor: ChromeVisitor): Promise<{ settings: WebSettings; chrome: Chrome }> {
  const { settings, ...values } = await readTogether(db, documentReads(db, visitor))
  return { settings, chrome: toChrome(values, settings, visitor) }
}
