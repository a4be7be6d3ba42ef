/**
 * Issue 19 §3, SPEC §2.3 menu item fields (name, slug, icon, isExternal, customClass, newTab): an
 * editor's menu entry goes to a path of this site ('/news') or, marked external, to an https address
 * (the ticket site, the shop). Nothing else: a javascript: or data: link would run or forge content in
 * every visitor's header, a protocol-relative '//host' leaves the site while looking internal, and a
 * plain http address would drop visitors off https.
 */
import { outboundLinkProblem } from './outbound-link'

export type MenuLinkVerdict = 'internal' | 'external' | 'empty' | 'notAPath' | 'notHttps'

/** The outbound-link rule every editor's link follows (outbound-link.ts), with the entry's own "external" mark. */
export function menuLinkVerdict(slug: string, isExternal: boolean): MenuLinkVerdict {
  if (slug === '') return 'empty'
  const allowed = outboundLinkProblem(slug) === null
  if (!isExternal) return allowed && slug.startsWith('/') ? 'internal' : 'notAPath'
  return allowed && !slug.startsWith('/') ? 'external' : 'notHttps'
}

export const MENU_LINK_MESSAGES: Record<Exclude<MenuLinkVerdict, 'internal' | 'external'>, string> = {
  empty: 'Give the entry an address',
  notAPath: 'An entry inside the site is a path starting with one /, as /news (mark it external for another site)',
  notHttps: 'An external entry is an https:// address',
}
