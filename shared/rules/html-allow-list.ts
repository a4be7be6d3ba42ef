/**
 * issue 19 §2: what stored HTML (the seed's articles, CMS pages, biographies,
 * FAQ answers, package texts) may keep. An explicit allow-list: an element
 * not named here is unwrapped (its text kept, its tag gone), or, if its
 * content is script, style, a frame, a plugin, a form or foreign markup
 * (SVG, MathML, where the parser's rules change), dropped with its content.
 * No `style`, no `on*`, no `id`/`name`/`class` (DOM clobbering, look-alike UI).
 */
import { isSafeUrl } from './safe-url'

export type ElementVerdict = 'keep' | 'unwrap' | 'drop'

const NONE: readonly string[] = []
const CELL = ['colspan', 'rowspan']

/** Kept elements and the attributes each may carry. */
export const KEPT_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: NONE,
  h2: NONE,
  h3: NONE,
  h4: NONE,
  strong: NONE,
  b: NONE,
  em: NONE,
  i: NONE,
  u: NONE,
  s: NONE,
  a: ['href', 'title', 'target', 'rel'],
  ul: NONE,
  ol: ['start'],
  li: NONE,
  blockquote: NONE,
  cite: NONE,
  br: NONE,
  hr: NONE,
  figure: NONE,
  figcaption: NONE,
  img: ['src', 'alt', 'width', 'height', 'loading'],
  table: NONE,
  thead: NONE,
  tbody: NONE,
  tr: NONE,
  th: CELL,
  td: CELL,
  span: NONE,
  div: NONE,
  sup: NONE,
  sub: NONE,
  code: NONE,
  pre: NONE,
}

/** Elements without content (no end tag is written for them). */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['br', 'hr', 'img'])

/** Dropped with everything inside: script, styles, frames, plugins, forms, foreign markup, raw-text parsing. */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'svg',
  'math',
  'template',
  'noscript',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'keygen',
  'output',
  'xmp',
  'plaintext',
  'listing',
  'noembed',
  'noframes',
  'title',
  'head',
  'portal',
  'fencedframe',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
  'slot',
  'xml',
  'isindex',
  'bgsound',
  'marquee',
  'layer',
  'ilayer',
])

export function elementVerdict(tag: string): ElementVerdict {
  const name = tag.toLowerCase()
  if (Object.hasOwn(KEPT_ELEMENTS, name)) return 'keep'
  if (DROPPED_ELEMENTS.has(name)) return 'drop'
  return 'unwrap'
}

const DIGITS = /^\d{1,4}$/

/**
 * The value an attribute keeps, or null when it goes. `value` is as the
 * browser reads it (references decoded). `rel` is never taken from the input:
 * keptAttributes writes it for target=_blank.
 */
export function keptAttributeValue(tag: string, name: string, value: string): string | null {
  const element = tag.toLowerCase()
  // Own keys only: 'constructor' is no element of ours.
  const allowed = Object.hasOwn(KEPT_ELEMENTS, element) ? KEPT_ELEMENTS[element] : undefined
  const attribute = name.toLowerCase()
  if (!allowed?.includes(attribute) || attribute === 'rel') return null
  switch (attribute) {
    case 'href':
      return isSafeUrl(value, 'link') ? value.trim() : null
    case 'src':
      return isSafeUrl(value, 'image') ? value.trim() : null
    case 'target':
      return value.trim().toLowerCase() === '_blank' ? '_blank' : null
    case 'loading': {
      const loading = value.trim().toLowerCase()
      return loading === 'lazy' || loading === 'eager' ? loading : null
    }
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
    case 'start':
      return DIGITS.test(value.trim()) ? value.trim() : null
    default:
      // title, alt: text only, shown by the browser, never run.
      return value
  }
}

/**
 * All attributes an element keeps, in input order, the first of a repeated
 * name winning (as in the browser), and rel="noopener noreferrer" beside
 * target=_blank so the opened page gets no handle on ours.
 */
export function keptAttributes(tag: string, attributes: Iterable<readonly [string, string]>): [string, string][] {
  const kept: [string, string][] = []
  const seen = new Set<string>()
  for (const [rawName, value] of attributes) {
    const name = rawName.toLowerCase()
    if (seen.has(name)) continue
    seen.add(name)
    const keptValue = keptAttributeValue(tag, name, value)
    if (keptValue !== null) kept.push([name, keptValue])
  }
  if (kept.some(([name]) => name === 'target')) kept.push(['rel', 'noopener noreferrer'])
  return kept
}
