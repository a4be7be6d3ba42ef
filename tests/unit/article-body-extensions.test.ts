import { describe, expect, it } from 'vitest'
import { articleBodyExtensions, imageKeyOfSrc } from '../../client/admin/news/article-body-extensions'
import { ArticleDocumentSchema } from '../../shared/schemas/article-document'
import { tiptapJson } from './tiptap-document'

// issue 19 §2: the editor's Tiptap set-up agrees with the body schema.
describe('a picture pasted into the editor', () => {
  it.each<[string, string | null, string | null]>([
    ['one of ours at a size (copied inside the editor)', '/images/1200x675/news/a.jpg', 'news/a.jpg'],
    ['one of ours fitted', '/images/fit-in/800x600/news/a.webp', 'news/a.webp'],
    ['one of ours as stored', '/images/news/a.png', 'news/a.png'],
    ['from another site: dropped', 'https://evil.example/images/a.jpg', null],
    ['a data URL: dropped', 'data:image/png;base64,AAAA', null],
    ['climbing out of the library: dropped', '/images/../secret.jpg', null],
    ['a format we do not serve: dropped', '/images/news/a.gif', null],
    ['no src', null, null],
  ])('%s', (_name, src, key) => {
    expect(imageKeyOfSrc(src)).toBe(key)
  })
})

describe("the editor's links", () => {
  // Our two checks take the address alone (Tiptap passes a context they do not need).
  type LinkChecks = { isAllowedUri: (url: string) => boolean; shouldAutoLink: (url: string) => boolean }
  const linkOptions = (): LinkChecks => {
    const starterKit = articleBodyExtensions.find((extension) => extension.name === 'starterKit')
    if (!starterKit) throw new Error('StarterKit missing')
    return (starterKit.options as unknown as { link: LinkChecks }).link
  }

  it.each<[string, boolean]>([
    ['https://league.example/', true],
    ['/news/cup-draw', true],
    ['mailto:press@club.example', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
  ])('%s may be a link: %s', (href, allowed) => {
    expect(linkOptions().isAllowedUri(href)).toBe(allowed)
  })

  it.each<[string, boolean]>([
    ['www.example.com', true],
    ['https://example.com/x', true],
    ['javascript:alert(1)', false],
  ])('typing %s links it: %s', (text, linked) => {
    expect(linkOptions().shouldAutoLink(text)).toBe(linked)
  })

  it('a link the editor makes opens in the same tab and passes the schema', () => {
    const json = tiptapJson({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '/news' } }] }] }],
    })
    expect(JSON.stringify(json)).toContain('"target":null')
    expect(ArticleDocumentSchema.safeParse(json).success).toBe(true)
  })
})
