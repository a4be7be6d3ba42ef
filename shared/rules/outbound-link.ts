/**
 * Issue 19 §6 (SPEC §2.10, §3, §5): where a promo overlay, an advert or a
 * sponsor's logo may send a supporter, one rule for all of them. Only a path
 * of this site (the return-path rule: no '//', no backslash, no dot segments,
 * no look-alikes) or an https address of another site; never javascript:,
 * data:, plain http, credentials in the address or hidden characters. Empty:
 * links nowhere (the caller's schema says whether a link is required).
 */
import { decideReturnPath } from './return-path'

export type OutboundLinkProblem = 'notOursOrHttps' | 'tooLong'

export const OUTBOUND_LINK_MAX = 2000

const HTTPS_ADDRESS = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s\\\p{Cc}]*)?$/u
// Invisible and direction characters make an address read as another one.
const HIDDEN = /[\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/

export function outboundLinkProblem(url: string): OutboundLinkProblem | null {
  if (url === '') return null
  if (url.length > OUTBOUND_LINK_MAX) return 'tooLong'
  if (HIDDEN.test(url)) return 'notOursOrHttps'
  if (url.startsWith('/')) return decideReturnPath(url).verdict === 'kept' ? null : 'notOursOrHttps'
  // Only the exact lower-case scheme ('HTTPS:' or ' https:' are not what an administrator typed on
  // purpose), a host name with a dot (no user:password@), an optional port, then no space, backslash or control.
  return HTTPS_ADDRESS.test(url) ? null : 'notOursOrHttps'
}

export const OUTBOUND_LINK_MESSAGES: Record<OutboundLinkProblem, string> = {
  notOursOrHttps: 'A path on this site (starting with /) or an https:// address',
  tooLong: `At most ${OUTBOUND_LINK_MAX} characters`,
}
