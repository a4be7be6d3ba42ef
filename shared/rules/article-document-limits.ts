/**
 * The size an article body may have (issue 19 §2), checked before the schema
 * reads it: a hostile body (a list nested ten thousand deep, a million empty
 * paragraphs) must be refused by a cheap, non-recursive walk, not by blowing
 * the worker's stack or CPU in the recursive parse or in the server render.
 */

/**
 * Deepest nesting, the document at 0 and its text at the bottom. A list three
 * levels deep inside a quote reaches 9: doc > blockquote > list > item > list >
 * item > list > item > paragraph > text.
 */
export const MAX_DOCUMENT_DEPTH = 10
/** Nodes in all (blocks, text runs, breaks, images): a long match report has a few hundred. */
export const MAX_DOCUMENT_NODES = 5000
/** Characters of text in all: about 30,000 words, far beyond any article. */
export const MAX_DOCUMENT_TEXT = 200_000

export type DocumentLimitCheck =
  | { kind: 'withinLimits' }
  | { kind: 'tooDeep'; path: (string | number)[] }
  | { kind: 'tooManyNodes' }
  | { kind: 'tooMuchText' }

interface Pending {
  node: unknown
  depth: number
  path: (string | number)[]
}

/**
 * Walks `content` arrays with a stack of its own, stopping at the first limit
 * passed. It judges only size: shapes (a missing type, content that is not an
 * array) are the schema's to report, so anything odd is skipped here.
 */
export function checkDocumentLimits(doc: unknown): DocumentLimitCheck {
  const stack: Pending[] = [{ node: doc, depth: 0, path: [] }]
  let nodes = 1 // the document; every other node is counted when its parent's content is met
  let text = 0
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop() as Pending
    if (typeof node !== 'object' || node === null) continue
    if (depth > MAX_DOCUMENT_DEPTH) return { kind: 'tooDeep', path }
    const { text: value, content } = node as { text?: unknown; content?: unknown }
    if (typeof value === 'string') {
      text += value.length
      if (text > MAX_DOCUMENT_TEXT) return { kind: 'tooMuchText' }
    }
    if (!Array.isArray(content)) continue
    // Counted before they are walked, so a huge array is refused without touching its items.
    nodes += content.length
    if (nodes > MAX_DOCUMENT_NODES + 1) return { kind: 'tooManyNodes' }
    for (let i = content.length - 1; i >= 0; i--) stack.push({ node: content[i], depth: depth + 1, path: [...path, 'content', i] })
  }
  return { kind: 'withinLimits' }
}
