import { describe, expect, it } from 'vitest'
import { documentImageKeys, documentPlainText, documentSummary } from '../../shared/rules/article-document-text'
import { ArticleDocumentSchema } from '../../shared/schemas/article-document'
import type { ArticleBlock, ArticleDocument } from '../../shared/types/article-document'
import { matchReport } from './tiptap-document'

// issue 19 §2: the text of a body for the search index and a summary, its images and its length.
const p = (...texts: string[]): ArticleBlock => ({ type: 'paragraph', content: texts.map((text) => ({ type: 'text', text })) })
const doc = (...content: ArticleBlock[]): ArticleDocument => ({ type: 'doc', content })
const item = (...content: ArticleBlock[]) => ({ type: 'listItem' as const, content: content as never })
const image = (src: string): ArticleBlock => ({ type: 'image', attrs: { src, alt: 'A picture' } })

describe('the plain text of a body', () => {
  it.each<[string, ArticleDocument, string]>([
    ['one paragraph', doc(p('Town won.')), 'Town won.'],
    ['text runs of one paragraph join without a gap', doc(p('Sm', 'ith ', 'scored')), 'Smith scored'],
    [
      'blocks a line each',
      doc(p('Goal'), { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Smith' }] }),
      'Goal\nSmith',
    ],
    [
      'a line break is a new line',
      doc({ type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }] }),
      'a\nb',
    ],
    [
      'list items a line each, nested ones too',
      doc({ type: 'bulletList', content: [item(p('one')), item(p('two'), { type: 'orderedList', content: [item(p('two.a'))] })] }),
      'one\ntwo\ntwo.a',
    ],
    ['a quote', doc({ type: 'blockquote', content: [p('Said'), p('he')] }), 'Said\nhe'],
    ['no text from pictures and rules', doc(p('a'), image('news/x.jpg'), { type: 'horizontalRule' }, p('b')), 'a\nb'],
    ['empty paragraphs leave no blank lines', doc(p('a'), { type: 'paragraph' }, p('  '), p('b')), 'a\nb'],
    ['an empty body', doc({ type: 'paragraph' }), ''],
    ['markup-looking text stays text', doc(p('<script>alert(1)</script>')), '<script>alert(1)</script>'],
    ['Arabic', doc(p('فاز الفريق'), p('٢-١')), 'فاز الفريق\n٢-١'],
  ])('%s', (_name, body, expected) => {
    expect(documentPlainText(body)).toBe(expected)
  })

  it('of a body the editor saved', () => {
    const body = ArticleDocumentSchema.parse(matchReport())
    expect(documentPlainText(body)).toBe(
      [
        'Town won 2-1 at home on Saturday.',
        'First half',
        'Smith scored early',
        'offside VAR — see the table and the league.',
        'Line-up',
        'Jones',
        'Brown',
        'sub',
        'Third',
        'A great day.',
        'Next',
        'Write to us',
      ].join('\n'),
    )
  })
})

describe('a summary from the body', () => {
  const body = doc(p('Town won 2-1.'), p('Smith scored twice in the second half.'))
  it.each<[number, string]>([
    [200, 'Town won 2-1. Smith scored twice in the second half.'],
    [52, 'Town won 2-1. Smith scored twice in the second half.'],
    [51, 'Town won 2-1. Smith scored twice in the second…'],
    [20, 'Town won 2-1. Smith…'],
    [14, 'Town won 2-1…'],
    [4, 'Tow…'],
  ])('within %i characters', (max, expected) => {
    const summary = documentSummary(body, max)
    expect(summary).toBe(expected)
    expect(summary.length).toBeLessThanOrEqual(max)
  })
})

describe('the images of a body', () => {
  it.each<[string, ArticleDocument, string[]]>([
    ['none', doc(p('a')), []],
    ['in order, each once', doc(image('news/b.jpg'), p('x'), image('news/a.jpg'), image('news/b.jpg')), ['news/b.jpg', 'news/a.jpg']],
    [
      'inside quotes and lists',
      doc({ type: 'blockquote', content: [image('news/q.jpg')] }, { type: 'bulletList', content: [item(p('x'))] }),
      ['news/q.jpg'],
    ],
  ])('%s', (_name, body, keys) => {
    expect(documentImageKeys(body)).toEqual(keys)
  })

  it('of a body the editor saved', () => {
    expect(documentImageKeys(ArticleDocumentSchema.parse(matchReport()))).toEqual(['news/celebration.jpg'])
  })
})
