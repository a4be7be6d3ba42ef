import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { createPage, pageFields, pageOf } from './admin-pages-cms-helpers'
import { get, seedDemo, visibleText } from './helpers'

// Issue 19 §3: the Pages and menus screens of the back office, and the preview of a page.

beforeEach(() => seedDemo())

// The first server render of the back office loads its modules: slow on a busy 2-core machine (a time-out, not a pass condition).
describe('the back office screens', { timeout: 30_000 }, () => {
  it.each(['/admin/pages', '/admin/pages/new', '/admin/menus'])(
    '%s is served to an editor, with Pages and menus in the navigation',
    async (path) => {
      const response = await (await staff('editor')).fetch(path, { headers: { Accept: 'text/html' } })
      expect(response.status).toBe(200)
      const page = await response.text()
      expect(page).toContain('<meta name="robots" content="noindex,nofollow"/>')
      expect(page).toMatch(/<a href="\/admin\/pages" aria-current="page">Pages and menus<\/a>/)
    },
  )
})

describe('the preview of a page', { timeout: 30_000 }, () => {
  it('shows a draft as its page will look, to staff only, never indexed', async () => {
    const editor = await staff('editor')
    const fields = pageFields()
    const page = await pageOf(await createPage(editor, fields))
    const response = await editor.fetch(`/admin/preview/pages/${page.id}`, { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>')
    const text = visibleText(html)
    expect(text).toContain('Preview: this page is not published. Only staff can see this address.')
    expect(text).toContain(fields.title)
    expect(text.indexOf('Getting here')).toBeLessThan(text.indexOf('Buy tickets'))
    expect((await get(`/admin/preview/pages/${page.id}`)).status).toBe(401)
    const supporter = await (await staff(null)).fetch(`/admin/preview/pages/${page.id}`, { headers: { Accept: 'text/html' } })
    expect(supporter.status).toBe(403)
    expect(await supporter.text()).not.toContain(fields.title)
    expect((await editor.fetch('/admin/preview/pages/999999', { headers: { Accept: 'text/html' } })).status).toBe(404)
  })
})
