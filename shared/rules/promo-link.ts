/**
 * Issue 19 §6 promo overlays (SPEC §2.10, §3 url and webNewWindow): where a
 * promo may send a supporter. Only a path of this site (the return-path rule:
 * no '//', no backslash, no dot segments, no look-alikes) or an https address
 * of another site; never javascript:, data:, plain http or credentials in the
 * address. Empty: the promo links nowhere.
 */
import { decideReturnPath } from './return-path'

export type PromoLinkProblem = 'notOursOrHttps' | 'tooLong'

export const PROMO_LINK_MAX = 2000

const HTTPS_ADDRESS = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s\\\p{Cc}]*)?$/u

export function promoLinkProblem(url: string): PromoLinkProblem | null {
  if (url === '') return null
  if (url.length > PROMO_LINK_MAX) return 'tooLong'
  if (url.startsWith('/')) return decideReturnPath(url).verdict === 'kept' ? null : 'notOursOrHttps'
  // Only the exact lower-case scheme ('HTTPS:' or ' https:' are not what an administrator typed on
  // purpose), a host name with a dot (no user:password@), an optional port, then no space, backslash or control.
  return HTTPS_ADDRESS.test(url) ? null : 'notOursOrHttps'
}

export const PROMO_LINK_MESSAGES: Record<PromoLinkProblem, string> = {
  notOursOrHttps: 'A path on this site (starting with /) or an https:// address',
  tooLong: `At most ${PROMO_LINK_MAX} characters`,
}
