import { createElement, type FunctionComponent, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { proxy } from 'valtio'
import { describe, expect, it } from 'vitest'
import { ArticleDocument } from '../../client/components/news/article-document'
import type { AppState } from '../../client/state/app-store'
import { StoreProvider } from '../../client/state/store-context'
import { loadCatalogue } from '../../shared/i18n'
import { ArticleDocumentSchema } from '../../shared/schemas/article-document'
import type {
  ArticleBlock,
  ArticleDocument as ArticleDocumentJson,
  ArticleInline,
  ArticleParagraph,
} from '../../shared/types/article-document'
import { matchReport } from './tiptap-document'

// issue 19 §2: a body stored as document JSON is rendered by React, on the server as in the browser.
// createElement passes children as an argument; the provider's props type says they are required.
const Provider = StoreProvider as FunctionComponent<{ store: AppState; children?: ReactNode }>

function render(doc: ArticleDocumentJson, locale: 'en' | 'ar' = 'en'): string {
  // useT reads the page's locale from the app store; the renderer needs nothing else of it.
  const store = proxy({ payload: { locale } }) as unknown as AppState
  return renderToString(createElement(Provider, { store }, createElement(ArticleDocument, { doc })))
}

const doc = (...content: ArticleBlock[]): ArticleDocumentJson => ({ type: 'doc', content })
const p = (...content: ArticleInline[]): ArticleParagraph => ({ type: 'paragraph', content })
const text = (value: string, ...marks: NonNullable<Extract<ArticleInline, { type: 'text' }>['marks']>): ArticleInline =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value }
const inner = (html: string) =>
  html.replace(/^<div class="news-article__body container container--narrow">|<\/div>$/g, '').replaceAll('<!-- -->', '')
const link = (href: string, target: '_blank' | null = null) => ({ type: 'link' as const, attrs: { href, target } })

describe('each part of a body as HTML', () => {
  it.each<[string, ArticleDocumentJson, string]>([
    ['a paragraph', doc(p(text('Town won.'))), '<p>Town won.</p>'],
    ['an empty paragraph: nothing', doc(p(text('a')), { type: 'paragraph' }), '<p>a</p>'],
    [
      'headings of levels 2 to 4',
      doc(...([2, 3, 4] as const).map((level): ArticleBlock => ({ type: 'heading', attrs: { level }, content: [text(`H${level}`)] }))),
      '<h2>H2</h2><h3>H3</h3><h4>H4</h4>',
    ],
    [
      'bold, italic, underline, strike, code',
      doc(
        p(
          text('b', { type: 'bold' }),
          text('i', { type: 'italic' }),
          text('u', { type: 'underline' }),
          text('s', { type: 'strike' }),
          text('c', { type: 'code' }),
        ),
      ),
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code></p>',
    ],
    [
      'marks nest in one order whatever order they are stored in',
      doc(p(text('x', { type: 'italic' }, { type: 'bold' }))),
      '<p><strong><em>x</em></strong></p>',
    ],
    ['a line break', doc(p(text('a'), { type: 'hardBreak' }, text('b'))), '<p>a<br/>b</p>'],
    [
      'a bullet list with a nested numbered list',
      doc({
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [p(text('a')), { type: 'orderedList', content: [{ type: 'listItem', content: [p(text('b'))] }] }] },
        ],
      }),
      '<ul><li><p>a</p><ol><li><p>b</p></li></ol></li></ul>',
    ],
    [
      'a numbered list from 3 in letters',
      doc({ type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [{ type: 'listItem', content: [p(text('c'))] }] }),
      '<ol start="3" type="a"><li><p>c</p></li></ol>',
    ],
    [
      'a numbered list from 1 says no start',
      doc({ type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [p(text('a'))] }] }),
      '<ol><li><p>a</p></li></ol>',
    ],
    ['a quote', doc({ type: 'blockquote', content: [p(text('Said.'))] }), '<blockquote><p>Said.</p></blockquote>'],
    ['a rule', doc({ type: 'horizontalRule' }), '<hr/>'],
    ['a link to a page of the site', doc(p(text('table', link('/matches/table')))), '<p><a href="/matches/table">table</a></p>'],
    [
      'a link to another site',
      doc(p(text('league', link('https://league.example/')))),
      '<p><a href="https://league.example/" rel="noopener noreferrer">league</a></p>',
    ],
    [
      'a link to another site in a new tab',
      doc(p(text('league', link('https://league.example/', '_blank')))),
      '<p><a href="https://league.example/" target="_blank" rel="noopener noreferrer">league<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    ],
    ['a mail link', doc(p(text('us', link('mailto:press@club.example')))), '<p><a href="mailto:press@club.example">us</a></p>'],
    [
      'runs under one link make one link',
      doc(
        p(
          text('the ', link('/x')),
          text('big', link('/x'), { type: 'bold' }),
          text(' one', link('/x')),
          text(' and '),
          text('another', link('/y')),
        ),
      ),
      '<p><a href="/x">the <strong>big</strong> one</a> and <a href="/y">another</a></p>',
    ],
  ])('%s', (_name, body, html) => {
    expect(inner(render(body))).toBe(html)
  })

  it('an image through the image library, with its alt and caption', () => {
    const html = render(doc({ type: 'image', attrs: { src: 'news/celebration.jpg', alt: 'The players celebrate', title: 'Full time' } }))
    expect(html).toContain('<figure class="news-article__figure"><img src="/images/1200x675/news/celebration.jpg"')
    expect(html).toContain('srcSet="/images/320x180/news/celebration.jpg 320w')
    expect(html).toContain('alt="The players celebrate" width="1200" height="675"')
    expect(html).toContain('<figcaption>Full time</figcaption></figure>')
  })

  it('sits in the article body container the page styles', () => {
    expect(render(doc(p(text('x'))))).toMatch(/^<div class="news-article__body container container--narrow"><p>x<\/p><\/div>$/)
  })

  it('says "opens in a new tab" in the page\'s language', async () => {
    await loadCatalogue('ar')
    expect(render(doc(p(text('x', link('https://a.example/', '_blank')))), 'ar')).toContain(
      '<span class="visually-hidden"> (يفتح في علامة تبويب جديدة)</span>',
    )
  })
})

describe('a hostile body stays harmless', () => {
  it('markup as text comes out escaped', () => {
    const html = render(doc(p(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))))
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
  })

  it('a javascript: link that got past the schema is shown as plain text', () => {
    const html = render(doc(p(text('click', link('javascript:alert(1)')))))
    expect(inner(html)).toBe('<p>click</p>')
  })

  it('an image whose key is a URL is not shown', () => {
    const html = render(doc({ type: 'image', attrs: { src: 'https://evil.example/x.jpg', alt: 'x' } }, p(text('after'))))
    expect(inner(html)).toBe('<p>after</p>')
  })

  it('quotes in attributes are escaped', () => {
    const html = render(doc(p(text('x', { type: 'link', attrs: { href: '/a?q="><script>', target: null, title: '"><b>' } }))))
    expect(html).toContain('href="/a?q=&quot;&gt;&lt;script&gt;" title="&quot;&gt;&lt;b&gt;"')
  })
})

it('a body the editor saved renders whole', () => {
  const html = render(ArticleDocumentSchema.parse(matchReport()))
  for (const part of [
    '<h2>First half</h2>',
    '<h3>Line-up</h3>',
    '<h4>Next</h4>',
    '<ol start="3">',
    '<blockquote>',
    '<hr/>',
    '<figure',
    'href="mailto:press@club.example"',
  ]) {
    expect(html).toContain(part)
  }
})
