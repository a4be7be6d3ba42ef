/**
 * SPEC §2.10 widget links: "Links starting with '/' are internal. Others are external". External
 * links are web addresses or the contact schemes a club page needs (mailto:, tel:). Any other
 * scheme is refused: javascript: and data: (or vbscript:) would run or forge content from an
 * editor's link, and a protocol-relative '//host' is external while looking internal.
 */
export type WidgetLinkKind = 'internal' | 'web' | 'contact' | 'refused'

const WEB = /^https?:\/\/\S+$/i
const MAILTO = /^mailto:[^\s:/][^\s]*$/i
const TEL = /^tel:\+?[0-9][0-9\-. ()]*$/i

// SPEC §2.10: '/' is internal (SPA-navigated); web and contact links are external.
export function widgetLinkKind(link: string): WidgetLinkKind {
  if (link.startsWith('/')) return link.startsWith('//') ? 'refused' : 'internal'
  if (WEB.test(link)) return 'web'
  if (MAILTO.test(link) || TEL.test(link)) return 'contact'
  return 'refused'
}
