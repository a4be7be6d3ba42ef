import { describe, expect, it } from 'vitest'
import {
  checkDocumentLimits,
  type DocumentLimitCheck,
  MAX_DOCUMENT_DEPTH,
  MAX_DOCUMENT_NODES,
  MAX_DOCUMENT_TEXT,
} from '../../shared/rules/article-document-limits'

// issue 19 §2: the size of a body, judged without recursion before the schema reads it.
const text = (value: string) => ({ type: 'text', text: value })
const wrap = (node: unknown, times: number): unknown => (times === 0 ? node : wrap({ type: 'blockquote', content: [node] }, times - 1))

describe('the limits of an article body', () => {
  it.each<[string, unknown, DocumentLimitCheck['kind']]>([
    ['an empty body', { type: 'doc', content: [{ type: 'paragraph' }] }, 'withinLimits'],
    ['not an object: the schema reports it', 'x', 'withinLimits'],
    ['content that is not an array: the schema reports it', { type: 'doc', content: 'x' }, 'withinLimits'],
    ['text at the deepest level', { type: 'doc', content: [wrap(text('x'), MAX_DOCUMENT_DEPTH - 1)] }, 'withinLimits'],
    ['text one level deeper', { type: 'doc', content: [wrap(text('x'), MAX_DOCUMENT_DEPTH)] }, 'tooDeep'],
    ['as many nodes as allowed', { type: 'doc', content: Array.from({ length: MAX_DOCUMENT_NODES }, () => ({})) }, 'withinLimits'],
    ['one node more', { type: 'doc', content: Array.from({ length: MAX_DOCUMENT_NODES + 1 }, () => ({})) }, 'tooManyNodes'],
    ['all the text allowed', { type: 'doc', content: [text('x'.repeat(MAX_DOCUMENT_TEXT))] }, 'withinLimits'],
    ['one character more', { type: 'doc', content: [text('x'.repeat(MAX_DOCUMENT_TEXT)), text('y')] }, 'tooMuchText'],
  ])('%s', (_name, doc, kind) => {
    expect(checkDocumentLimits(doc).kind).toBe(kind)
  })

  it('names the path of the node that went too deep', () => {
    const check = checkDocumentLimits({ type: 'doc', content: [{ type: 'paragraph' }, wrap(text('x'), MAX_DOCUMENT_DEPTH)] })
    expect(check).toEqual({ kind: 'tooDeep', path: ['content', 1, ...Array(MAX_DOCUMENT_DEPTH).fill(['content', 0]).flat()] })
  })
})
