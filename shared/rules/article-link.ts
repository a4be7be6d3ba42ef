/**
 * Which link targets an article body may hold (issue 19 §2): web pages over
 * http(s), mail addresses, and pages of this site by their path. Nothing a
 * browser would run or load in place (javascript:, data:, vbscript:, blob:),
 * nothing that leaves the site while looking like a path ('//host', '/\host').
 * One rule for the document schema (what is stored) and the editor (what an
 * editor may type), so a link the editor accepts is one the save accepts.
 */

/** Longest href kept: longer is a pasted tracking blob or an attack, not a link an editor means. */
export const MAX_ARTICLE_LINK_LENGTH = 2048

export type ArticleLinkCheck =
  /** http(s) to another site: shown with rel="noopener noreferrer". */
  | { kind: 'external'; href: string }
  | { kind: 'mail'; href: string }
  /** A path of this site, e.g. /news/cup-draw. */
  | { kind: 'site'; href: string }
  | { kind: 'refused'; reason: ArticleLinkRefusal }

export type ArticleLinkRefusal = 'empty' | 'tooLong' | 'badCharacter' | 'scheme' | 'malformed'

// Browsers drop or ignore these inside URLs ("java\tscript:" runs), and a backslash is a slash to them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
const BAD_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/
// Scheme, then a host (letters of any script, digits, dots, hyphens), an optional port, then a path, query or fragment.
const WEB = /^https?:\/\/[\p{L}\p{N}](?:[\p{L}\p{N}.-]*[\p{L}\p{N}])?(?::\d{1,5})?(?:[/?#].*)?$/iu
const MAIL = /^mailto:[^@?]+@[^@?]+(?:\?.*)?$/i
// A path: '/' and then not a second '/' (that would be another host).
const SITE = /^\/(?!\/)/

/**
 * Checks an href exactly as it would be stored. Callers that take typed input
 * (the editor's link prompt) trim it first; the stored value is never trimmed
 * silently, since a browser would read ' javascript:' as a script.
 */
export function checkArticleLink(href: string): ArticleLinkCheck {
  if (href === '') return { kind: 'refused', reason: 'empty' }
  if (href.length > MAX_ARTICLE_LINK_LENGTH) return { kind: 'refused', reason: 'tooLong' }
  if (BAD_CHARACTERS.test(href)) return { kind: 'refused', reason: 'badCharacter' }
  if (SITE.test(href)) return { kind: 'site', href }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https') return WEB.test(href) ? { kind: 'external', href } : { kind: 'refused', reason: 'malformed' }
  if (scheme === 'mailto') return MAIL.test(href) ? { kind: 'mail', href } : { kind: 'refused', reason: 'malformed' }
  // Any other scheme, or a relative reference ('news/x', '?q', '#top') whose target depends on the page it sits on.
  return { kind: 'refused', reason: scheme ? 'scheme' : 'malformed' }
}
