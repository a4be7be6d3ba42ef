import { describe, expect, it } from 'vitest'
import {
  ArticleDocumentSchema,
  EMPTY_ARTICLE_DOCUMENT,
  MAX_DOCUMENT_DEPTH,
  MAX_DOCUMENT_NODES,
  MAX_DOCUMENT_TEXT,
} from '../../shared/schemas/article-document'
import { matchReport, tiptapSchema } from './tiptap-document'

// issue 19 §2: the body is Tiptap document JSON, read strictly.
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] })
const doc = (...content: unknown[]) => ({ type: 'doc', content })
const withMark = (mark: unknown) => doc({ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [mark] }] })
const link = (attrs: Record<string, unknown>) => withMark({ type: 'link', attrs })
const image = (attrs: Record<string, unknown>) => doc({ type: 'image', attrs })

function refusal(value: unknown): { path: PropertyKey[]; message: string } | undefined {
  const result = ArticleDocumentSchema.safeParse(value)
  if (result.success) return undefined
  const [issue] = result.error.issues
  return issue && { path: issue.path, message: issue.message }
}

describe('a body the editor saved', () => {
  it('is accepted whole, with every node and mark the body allows', () => {
    const saved = matchReport()
    const result = ArticleDocumentSchema.safeParse(saved)
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
    // The editor's schema offers no node or mark the body would refuse.
    expect(Object.keys(tiptapSchema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'doc',
        'hardBreak',
        'heading',
        'horizontalRule',
        'image',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    )
    expect(Object.keys(tiptapSchema.marks).sort()).toEqual(['bold', 'code', 'italic', 'link', 'strike', 'underline'])
  })

  it("keeps a link's href, target and title and drops Tiptap's rel and class", () => {
    const result = ArticleDocumentSchema.parse(
      link({ href: 'https://a.example/', target: '_blank', rel: 'noopener noreferrer nofollow', class: 'x', title: null }),
    )
    const first = result.content[0]
    const mark = first?.type === 'paragraph' && first.content?.[0]?.marks?.[0]
    expect(mark).toEqual({ type: 'link', attrs: { href: 'https://a.example/', target: '_blank', title: null } })
  })

  it.each<[string, unknown]>([
    ['the empty body Tiptap starts with', EMPTY_ARTICLE_DOCUMENT],
    [
      'a paragraph with textAlign null (TextAlign extension)',
      doc({ type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text: 'x' }] }),
    ],
    ['a link without a target', link({ href: '/news' })],
    ['an ordered list without attrs', doc({ type: 'orderedList', content: [{ type: 'listItem', content: [paragraph('x')] }] })],
    [
      'an ordered list of letters from 0',
      doc({ type: 'orderedList', attrs: { start: 0, type: 'a' }, content: [{ type: 'listItem', content: [paragraph('x')] }] }),
    ],
    ['an image with width and height', image({ src: 'news/a.webp', alt: 'A', width: 800, height: 450 })],
    [
      'a quote holding a list',
      doc({ type: 'blockquote', content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('x')] }] }] }),
    ],
  ])('accepts %s', (_name, value) => {
    expect(refusal(value)).toBeUndefined()
  })
})

describe('a body that is refused, with the path to what is wrong', () => {
  it.each<[string, unknown, PropertyKey[], RegExp?]>([
    ['not a document', { type: 'paragraph', content: [] }, ['type']],
    ['a document without blocks', doc(), ['content']],
    ['an unknown node type', doc({ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }), ['content', 0, 'type']],
    ['a script node', doc(paragraph('a'), { type: 'script', text: 'alert(1)' }), ['content', 1, 'type']],
    ['an unknown key on a node', doc({ ...paragraph('x'), html: '<b>x</b>' }), ['content', 0]],
    ['a paragraph aligned', doc({ type: 'paragraph', attrs: { textAlign: 'center' } }), ['content', 0, 'attrs', 'textAlign']],
    ['a heading of level 1', doc({ type: 'heading', attrs: { level: 1 } }), ['content', 0, 'attrs', 'level'], /title/],
    ['a heading of level 5', doc({ type: 'heading', attrs: { level: 5 } }), ['content', 0, 'attrs', 'level']],
    ['a heading without a level', doc({ type: 'heading' }), ['content', 0, 'attrs']],
    ['an empty text node', doc({ type: 'paragraph', content: [{ type: 'text', text: '' }] }), ['content', 0, 'content', 0, 'text']],
    ['text straight in the document', doc({ type: 'text', text: 'x' }), ['content', 0, 'type']],
    ['a block inside a paragraph', doc({ type: 'paragraph', content: [paragraph('x')] }), ['content', 0, 'content', 0, 'type']],
    ['a list item outside a list', doc({ type: 'listItem', content: [paragraph('x')] }), ['content', 0, 'type']],
    ['an empty list', doc({ type: 'bulletList', content: [] }), ['content', 0, 'content']],
    [
      'a list item starting with a list',
      doc({
        type: 'bulletList',
        content: [{ type: 'listItem', content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('x')] }] }] }],
      }),
      ['content', 0, 'content', 0, 'content'],
    ],
    [
      'a heading in a list item',
      doc({ type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('x'), { type: 'heading', attrs: { level: 2 } }] }] }),
      ['content', 0, 'content', 0, 'content', 1, 'type'],
    ],
    [
      'a negative list start',
      doc({ type: 'orderedList', attrs: { start: -1 }, content: [{ type: 'listItem', content: [paragraph('x')] }] }),
      ['content', 0, 'attrs', 'start'],
    ],
    ['an unknown mark', withMark({ type: 'highlight' }), ['content', 0, 'content', 0, 'marks', 0, 'type']],
    ['a bold mark with attrs', withMark({ type: 'bold', attrs: { style: 'x' } }), ['content', 0, 'content', 0, 'marks', 0]],
    ['a javascript: link', link({ href: 'javascript:alert(1)' }), ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'href'], /http/],
    ['a data: link', link({ href: 'data:text/html,x' }), ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'href']],
    ['a protocol-relative link', link({ href: '//evil.example' }), ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'href']],
    ['a link without href', link({ target: null }), ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'href']],
    ['a link to a named window', link({ href: '/x', target: 'evil' }), ['content', 0, 'content', 0, 'marks', 0, 'attrs', 'target']],
    ['a link with an onclick', link({ href: '/x', onclick: 'alert(1)' }), ['content', 0, 'content', 0, 'marks', 0, 'attrs']],
    ['an image by URL', image({ src: 'https://evil.example/a.jpg', alt: 'A' }), ['content', 0, 'attrs', 'src'], /key/],
    ['an image as a data URL', image({ src: 'data:image/png;base64,AAAA', alt: 'A' }), ['content', 0, 'attrs', 'src']],
    ['an image climbing out of the library', image({ src: 'news/../../secret.jpg', alt: 'A' }), ['content', 0, 'attrs', 'src']],
    ['an image of a format we do not serve', image({ src: 'news/a.gif', alt: 'A' }), ['content', 0, 'attrs', 'src']],
    ['an image without alt', image({ src: 'news/a.jpg' }), ['content', 0, 'attrs', 'alt']],
    ['an image with a blank alt', image({ src: 'news/a.jpg', alt: '  ' }), ['content', 0, 'attrs', 'alt'], /text alternative/],
    ['an image with a style', image({ src: 'news/a.jpg', alt: 'A', style: 'x' }), ['content', 0, 'attrs']],
  ])('%s', (_name, value, path, message) => {
    const issue = refusal(value)
    expect(issue?.path).toEqual(path)
    if (message) expect(issue?.message).toMatch(message)
  })
})

describe('a body past the limits is refused before it is read', () => {
  function nestedQuotes(depth: number): unknown {
    let node: unknown = paragraph('deep')
    for (let i = 0; i < depth; i++) node = { type: 'blockquote', content: [node] }
    return doc(node)
  }

  it('text at the deepest nesting allowed is accepted', () => {
    // doc > quote x (MAX - 2) > paragraph > text: the text sits at MAX.
    expect(refusal(nestedQuotes(MAX_DOCUMENT_DEPTH - 2))).toBeUndefined()
  })

  it('one level deeper is refused with the path where it went too deep', () => {
    const issue = refusal(nestedQuotes(MAX_DOCUMENT_DEPTH - 1))
    expect(issue?.message).toMatch(/nested too deeply/)
    expect(issue?.path).toHaveLength(2 * (MAX_DOCUMENT_DEPTH + 1))
  })

  it('a hostile nesting a hundred thousand deep is refused without overflowing the stack', () => {
    expect(refusal(nestedQuotes(100_000))?.message).toMatch(/nested too deeply/)
  })

  it('as many nodes as allowed are accepted, one more is refused', () => {
    // Each paragraph with its text is two nodes.
    const half = Array.from({ length: MAX_DOCUMENT_NODES / 2 }, () => paragraph('x'))
    expect(refusal(doc(...half))).toBeUndefined()
    expect(refusal(doc(...half, { type: 'horizontalRule' }))?.message).toMatch(/too many parts/)
  })

  it('a million empty paragraphs are refused', () => {
    const many = Array.from({ length: 1_000_000 }, () => ({ type: 'paragraph' }))
    expect(refusal({ type: 'doc', content: many })?.message).toMatch(/too many parts/)
  })

  it('text up to the limit is accepted, one character more is refused', () => {
    const half = 'x'.repeat(MAX_DOCUMENT_TEXT / 2)
    expect(refusal(doc(paragraph(half), paragraph(half)))).toBeUndefined()
    expect(refusal(doc(paragraph(half), paragraph(`${half}x`)))?.message).toMatch(/too long/)
  })
})
