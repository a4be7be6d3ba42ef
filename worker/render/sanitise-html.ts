/**
 * issue 19 §2: stored HTML (the seed's articles and every other editor-written
 * HTML field) sanitised before it reaches dangerouslySetInnerHTML.
 *
 * HTMLRewriter is used as a parser only: its handlers see every start tag,
 * end tag and text chunk, and the output is written from scratch out of what
 * the allow-list (shared/rules/html-allow-list.ts) keeps. Nothing passes
 * through as it was written: every kept tag is re-serialised with its
 * checked attributes double-quoted and escaped, every `<` or `>` the parser
 * read as text is escaped, comments, doctypes and stray end tags are never
 * written, and open elements are closed at the end. So the browser parses
 * the output in one state only (plain content) and reads it as we did.
 */
import { escapeAttributeValue, decodeHtmlEntities } from '../../shared/rules/html-entities'
import { elementVerdict, keptAttributes, VOID_ELEMENTS } from '../../shared/rules/html-allow-list'
import { closedBeforeStart } from '../../shared/rules/html-nesting'

interface Open {
  tag: string
}

export async function sanitiseHtml(html: string): Promise<string> {
  try {
    return await sanitised(html)
  } catch (error) {
    // The parser refuses some input (thousands of unclosed elements exceed its memory limit). Fail
    // closed, and visibly to the editor: the HTML is shown as text, never passed through.
    console.warn(`sanitiseHtml: shown as text (${error instanceof Error ? error.message : String(error)})`)
    return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  }
}

async function sanitised(html: string): Promise<string> {
  let out = ''
  const open: Open[] = []
  // The outermost element being dropped with its content, or null.
  let dropping: Open | null = null

  const close = (entry: Open) => {
    const at = open.lastIndexOf(entry)
    if (at < 0) return
    for (const closed of open.splice(at).reverse()) out += `</${closed.tag}>`
  }

  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        if (dropping) return
        const tag = element.tagName.toLowerCase()
        const verdict = elementVerdict(tag)
        if (verdict === 'unwrap') return
        const entry: Open = { tag }
        const hasEndTag = VOID_ELEMENTS.has(tag) ? false : onEnd(element, () => endOf(entry))
        if (verdict === 'drop') {
          // A void or self-closed element (`<meta>`, `<svg/>`) has no content to drop.
          if (hasEndTag) dropping = entry
          return
        }
        for (const name of closedBeforeStart(
          tag,
          open.map((o) => o.tag),
        )) {
          const closing = open.findLast((o) => o.tag === name)
          if (closing) close(closing)
        }
        const attributes = keptAttributes(
          tag,
          attributesOf(element).map(([name, value]) => [name, decodeHtmlEntities(value)] as const),
        )
        out += `<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeAttributeValue(value)}"`).join('')}>`
        if (hasEndTag) open.push(entry)
      },
    })
    .onDocument({
      text(text) {
        if (!dropping) out += text.text.replace(/</g, '&lt;').replace(/>/g, '&gt;')
      },
    })

  const endOf = (entry: Open) => {
    if (dropping === entry) dropping = null
    else if (!dropping) close(entry)
  }

  await rewriter.transform(new Response(html)).arrayBuffer()
  for (const entry of open.splice(0).reverse()) out += `</${entry.tag}>`
  return out
}

/**
 * The rewriter's [name, value] pairs, as written. The DOM lib's Element (for
 * the client's types) shadows the workers-types one, hence the cast.
 */
export function attributesOf(element: Element): [string, string][] {
  return [...(element.attributes as unknown as Iterable<[string, string]>)]
}

/** Registers an end-tag handler; false when the parser says the element has no end tag (void, self-closed foreign). */
function onEnd(element: Element, handler: () => void): boolean {
  try {
    element.onEndTag(handler)
    return true
  } catch {
    return false
  }
}

/** Sanitises the named string fields of an object (page data), leaving the rest as it is. */
export async function sanitiseFields<T extends object, K extends keyof T>(value: T, fields: readonly K[]): Promise<T> {
  const copy = { ...value }
  for (const field of fields) {
    const html = copy[field]
    if (typeof html === 'string') copy[field] = (await sanitiseHtml(html)) as T[K]
  }
  return copy
}
