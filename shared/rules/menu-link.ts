/**
 * Issue 19 §3, SPEC §2.3 menu item fields (name, slug, icon, isExternal, customClass, newTab): an
 * editor's menu entry goes to a path of this site ('/news') or, marked external, to an https address
 * (the ticket site, the shop). Nothing else: a javascript: or data: link would run or forge content in
 * every visitor's header, a protocol-relative '//host' leaves the site while looking internal, and a
 * plain http address would drop visitors off https.
 */
export type MenuLinkVerdict = 'internal' | 'external' | 'empty' | 'notAPath' | 'notHttps'

// Whitespace, controls and backslashes have no place in a menu address (a browser trims or rewrites them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const ODD = /[\s\u0000-\u001f\u007f\\]/

// https://, then a host name (letters, digits, dots, hyphens; an optional port), then a path, query or nothing.
const HTTPS = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::[0-9]{1,5})?(?:[/?#].*)?$/i

export function menuLinkVerdict(slug: string, isExternal: boolean): MenuLinkVerdict {
  if (slug === '') return 'empty'
  if (ODD.test(slug)) return isExternal ? 'notHttps' : 'notAPath'
  if (!isExternal) return slug.startsWith('/') && !slug.startsWith('//') ? 'internal' : 'notAPath'
  return HTTPS.test(slug) ? 'external' : 'notHttps'
}

export const MENU_LINK_MESSAGES: Record<Exclude<MenuLinkVerdict, 'internal' | 'external'>, string> = {
  empty: 'Give the entry an address',
  notAPath: 'An entry inside the site is a path starting with one /, as /news (mark it external for another site)',
  notHttps: 'An external entry is an https:// address',
}
