import { describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { fieldsOf, pageIdAt, pageOf, send, updatePage } from './admin-pages-cms-helpers'
import { get } from './helpers'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 19 §3 "publish purges", with issue 13 §2: a page change purges the cached copies of the page, its
// parents and the pages below it; a menu change (shown on every page) purges the whole site. Runs in the
// worker-cache project.

withStillClockAndSeed()

describe('page and menu changes reach cached pages', { timeout: 30_000 }, () => {
  it('a saved page misses at once with its new content, and so does its parent hub; an unrelated page keeps its copy', async () => {
    const editor = await staff('editor')
    for (const path of ['/academy/about', '/academy', '/club']) await cached(path)
    const id = await pageIdAt('academy/about')
    const loaded = await pageOf(await editor.fetch(`/api/admin/pages/${id}`))
    const saved = await updatePage(editor, id, loaded.version, { ...fieldsOf(loaded), title: 'About our Academy' })
    expect(saved.status).toBe(200)
    expect(await cacheOf('/academy/about')).toBe('MISS')
    expect(await cacheOf('/academy')).toBe('MISS')
    expect(await cacheOf('/club')).toBe('HIT')
    expect(await (await get('/academy/about')).text()).toContain('About our Academy')
  })

  it('unpublishing purges the page: the next visitor gets the 404, not the cached copy', async () => {
    const editor = await staff('editor')
    await cached('/academy/pathway')
    const id = await pageIdAt('academy/pathway')
    const loaded = await pageOf(await editor.fetch(`/api/admin/pages/${id}`))
    expect((await send(editor, 'POST', `/api/admin/pages/${id}/unpublish`, { version: loaded.version })).status).toBe(200)
    expect((await get('/academy/pathway')).status).toBe(404)
  })

  it('a saved menu purges every page', async () => {
    const editor = await staff('editor')
    for (const path of ['/', '/news', '/club']) await cached(path)
    const response = await send(editor, 'PUT', '/api/admin/menus/featured', {
      data: {
        type: 'menu',
        attributes: { items: [{ name: 'Academy', slug: '/academy', icon: '', isExternal: false, customClass: '', newTab: false }] },
        meta: { version: 1 },
      },
    })
    expect(response.status).toBe(200)
    for (const path of ['/', '/news', '/club']) expect(await cacheOf(path)).toBe('MISS')
  })
})
