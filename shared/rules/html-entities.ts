/**
 * issue 19 §2: character references in an attribute value, decoded as a
 * browser decodes them, so the sanitiser judges the value the browser will
 * use. HTMLRewriter hands attribute values over raw (`&#106;` stays as
 * written; tests/worker/sanitise-html.test.ts pins that), so the decoding is
 * ours. The sanitiser writes the decoded value back with every `&` escaped:
 * a reference this table does not know (the HTML table has 2,231) stays
 * literal text in the browser too, never a character we did not check.
 */

/** Named references an editor's HTML or a payload is likely to use; the rest stay literal. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  plus: '+',
  quest: '?',
  semi: ';',
  grave: '`',
  lsqb: '[',
  rsqb: ']',
  lowbar: '_',
  hyphen: '-',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  pound: '\u00a3',
  euro: '\u20ac',
}

/** Legacy names a browser decodes without the `;` (when no letter, digit or `=` follows, in an attribute). */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg', 'pound'])

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]*)(;?))/g

function fromCodePoint(code: number): string {
  // The HTML standard's replacements: NUL, surrogates and beyond Unicode become U+FFFD.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

export function decodeHtmlEntities(value: string): string {
  return value.replace(REFERENCE, (whole, hex: string, dec: string, name: string, semi: string, at: number) => {
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex.slice(0, 8), 16) + (hex.length > 8 ? 0x110000 : 0))
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec.slice(0, 8), 10) + (dec.length > 8 ? 0x110000 : 0))
    const known = NAMED[name]
    if (known === undefined) return whole
    if (semi) return known
    const next = value[at + whole.length] ?? ''
    return LEGACY.has(name) && !/[A-Za-z0-9=]/.test(next) ? known : whole
  })
}

/** An attribute value written back double-quoted: the browser reads exactly `value`. */
export function escapeAttributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
