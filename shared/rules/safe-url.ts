/**
 * issue 19 §2: whether a URL attribute of stored HTML may stay. Only schemes
 * that cannot run script are kept: a link may go to http, https, mailto or
 * tel, or be relative (a path, a query, a fragment); an image may load over
 * http or https or from a relative path (our /images/... addresses).
 *
 * data: is refused for images too: the club's images come from our image
 * store, and a data: URL is the one scheme whose meaning depends on its type
 * (data:image/svg+xml, data:text/html), so refusing it leaves nothing to get
 * wrong. Protocol-relative addresses (`//host`, `\\host`, `/\host`) are
 * refused: an editor's link to another site names its scheme.
 */
import { decodeHtmlEntities } from './html-entities'

export type UrlUse = 'link' | 'image'

const SCHEMES: Record<UrlUse, ReadonlySet<string>> = {
  link: new Set(['http', 'https', 'mailto', 'tel']),
  image: new Set(['http', 'https']),
}

/** Anything a browser's URL parser drops or trims (C0 controls, space, DEL), or would read oddly. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/
/** Zero-width and bidi controls: not URL syntax, only ever a disguise. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/

/**
 * `value` may be the attribute as written (with character references) or
 * already decoded: it is decoded here, which can only make a verdict stricter
 * (a `&` never belongs to a scheme, so decoding never hides one).
 */
export function isSafeUrl(value: string, use: UrlUse): boolean {
  // WHATWG URL parsing strips leading and trailing C0 controls and spaces first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the parser trims control characters
  const url = decodeHtmlEntities(value).replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  // Inside, a tab or newline is removed by the parser (`java\tscript:`): refuse rather than guess.
  if (CONTROL.test(url) || INVISIBLE.test(url)) return false
  if (/^[/\\]{2}/.test(url)) return false
  // A scheme is whatever comes before the first ':' that precedes any '/', '?' or '#'.
  const scheme = /^([^/?#]*?):/.exec(url)?.[1]
  if (scheme === undefined) return true
  return SCHEMES[use].has(scheme.toLowerCase())
}
