import { createElement, type FunctionComponent, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { proxy } from 'valtio'
import { describe, expect, it } from 'vitest'
import { ArticleBodyEditor } from '../../client/admin/news/article-body-editor'
import { ArticleBodyToolbar, type ToolbarButton } from '../../client/admin/news/article-body-toolbar'
import type { AppState } from '../../client/state/app-store'
import { StoreProvider } from '../../client/state/store-context'
import { EMPTY_ARTICLE_DOCUMENT } from '../../shared/schemas/article-document'

// issue 19 §2: the editor's markup as far as node can show it (no DOM here: the editing itself runs in a browser).
const Provider = StoreProvider as FunctionComponent<{ store: AppState; children?: ReactNode }>
const store = proxy({ payload: { locale: 'en' } }) as unknown as AppState
const noop = () => {}

describe('the formatting toolbar', () => {
  const buttons: ToolbarButton[] = [
    { id: 'bold', label: 'Bold', glyph: 'B', pressed: true, run: noop },
    { id: 'italic', label: 'Italic', glyph: 'I', pressed: false, run: noop },
    { id: 'undo', label: 'Undo', glyph: '↶', disabled: true, run: noop },
  ]
  const html = renderToString(createElement(ArticleBodyToolbar, { label: 'Text formatting', dir: 'rtl', buttons, controls: 'body' }))

  it('is a named toolbar for the editable area', () => {
    expect(html).toMatch(/^<div class="article-body-editor__toolbar" role="toolbar" aria-label="Text formatting" aria-controls="body">/)
  })

  it('has real buttons, named, with their state, and one tab stop', () => {
    const tags = html.match(/<button[^>]*>/g) ?? []
    expect(tags).toHaveLength(3)
    for (const tag of tags) expect(tag).toContain('type="button"')
    expect(tags[0]).toContain('aria-label="Bold"')
    expect(tags[0]).toContain('aria-pressed="true"')
    expect(tags[1]).toContain('aria-pressed="false"')
    expect(tags[2]).not.toContain('aria-pressed')
    // Undo with nothing to undo stays reachable, marked unavailable.
    expect(tags[2]).toContain('aria-disabled="true"')
    expect(tags[2]).not.toMatch(/\sdisabled=""/)
    expect(tags.map((tag) => /tabindex="(-?\d)"/i.exec(tag)?.[1])).toEqual(['0', '-1', '-1'])
  })
})

it('the editor renders on the server without the editing part, which mounts in the browser', () => {
  const editor = createElement(ArticleBodyEditor, {
    value: EMPTY_ARTICLE_DOCUMENT,
    onChange: noop,
    label: 'Body',
    dir: 'rtl',
    id: 'article-body',
  })
  const html = renderToString(createElement(Provider, { store }, editor))
  expect(html).toContain('<div class="article-body-editor" dir="rtl">')
  expect(html).toContain('>Body</div>')
  expect(html).not.toContain('role="toolbar"')
})
