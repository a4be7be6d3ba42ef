/**
 * issue 19 §2: the few HTML parsing rules that close an element without its
 * end tag (a new paragraph closes the open one, a list item the previous
 * item, a cell the previous cell), so the sanitiser's output nests as the
 * browser would nest the input and stays the same when sanitised again.
 */

/** Start tags that close an open <p> (HTML "close a p element"). */
const CLOSES_P = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'table', 'figure', 'figcaption', 'hr', 'div'])
const HEADINGS = new Set(['h2', 'h3', 'h4'])
/** Where a search for the element to close stops (the browser's scope boundaries, as far as our elements go). */
const TABLE_SCOPE = new Set(['table'])
const CELL_SCOPE = new Set(['table', 'td', 'th'])
const LIST_SCOPE = new Set(['ul', 'ol', 'table', 'td', 'th'])

function openWithin(open: readonly string[], names: ReadonlySet<string>, boundary: ReadonlySet<string>): string | null {
  for (let at = open.length - 1; at >= 0; at--) {
    const tag = open[at] as string
    if (names.has(tag)) return tag
    if (boundary.has(tag)) return null
  }
  return null
}

/**
 * The open elements (innermost names first) that the start of `tag` closes,
 * given `open` (outermost first).
 */
export function closedBeforeStart(tag: string, open: readonly string[]): string[] {
  const closed: string[] = []
  const find = (names: ReadonlySet<string>, boundary: ReadonlySet<string>) => {
    const found = openWithin(open, names, boundary)
    if (found) closed.push(found)
  }
  if (CLOSES_P.has(tag)) find(new Set(['p']), CELL_SCOPE)
  if (HEADINGS.has(tag)) {
    // A heading directly inside a heading closes it.
    const top = open.at(-1)
    if (top && HEADINGS.has(top)) closed.push(top)
  }
  if (tag === 'li') find(new Set(['li']), LIST_SCOPE)
  if (tag === 'a') find(new Set(['a']), CELL_SCOPE)
  if (tag === 'td' || tag === 'th') find(new Set(['td', 'th']), TABLE_SCOPE)
  if (tag === 'tr') find(new Set(['tr']), TABLE_SCOPE)
  if (tag === 'thead' || tag === 'tbody') find(new Set(['thead', 'tbody']), TABLE_SCOPE)
  return closed
}
