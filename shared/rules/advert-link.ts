/**
 * Issue 19 §6: where an advert or a sponsor logo may send a supporter. Our own
 * paths ('/…', SPA-navigated like a widget's internal link, SPEC §2.10) or an
 * https address; nothing else. javascript:, data: and the like would run or
 * forge content, http would send supporters off unencrypted, and '//host' or
 * '/\host' look internal while leaving the site.
 */
export type AdvertLinkState = 'internal' | 'https' | 'empty' | 'refused'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control and invisible characters are what this refuses
const HIDDEN = /[\u0000-\u0020\u007f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/
const HTTPS = /^https:\/\/[^/?#@\\]+(?:[/?#]\S*)?$/i

export function advertLinkState(link: string): AdvertLinkState {
  if (link === '') return 'empty'
  if (HIDDEN.test(link) || link.includes('\\')) return 'refused'
  if (link.startsWith('/')) return link.startsWith('//') ? 'refused' : 'internal'
  return HTTPS.test(link) ? 'https' : 'refused'
}

export const ADVERT_LINK_MESSAGE = 'A path of ours (/…) or an https:// address'
