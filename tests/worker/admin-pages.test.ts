import { beforeEach, describe, expect, it } from 'vitest'
import { articleFields, articleOf, create, paragraphs, staff } from './admin-articles-helpers'
import { Browser } from './auth-helpers'
import { get, seedDemo, visibleText } from './helpers'

// Issue 19 §1 /admin and §2 preview: server-rendered, for staff only, never indexed or cached.

const html = { headers: { Accept: 'text/html' } }

beforeEach(() => seedDemo())

// Each test renders the back office's pages server-side; on a busy 2-core machine that can pass vitest's 5 s default
// (a time-out, not a pass condition), as the other render-heavy files say.
describe('/admin', { timeout: 30_000 }, () => {
  it('signed out: a sign-in prompt (401); a supporter: a refusal (403); never indexed, never a cached copy', async () => {
    const anonymous = await get('/admin/articles')
    expect(anonymous.status).toBe(401)
    const page = await anonymous.text()
    expect(visibleText(page)).toContain("Please log in with an editor's or an administrator's account.")
    expect(page).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(anonymous.headers.get('X-Cache')).not.toBe('HIT')
    const supporter = await (await staff(null)).fetch('/admin', html)
    expect(supporter.status).toBe(403)
    expect(visibleText(await supporter.text())).toContain("This area is for the club's editors and administrators.")
  })

  it.each(['editor', 'admin'] as const)('an %s gets the back office shell, server-rendered', async (role) => {
    const response = await (await staff(role)).fetch('/admin', html)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(page).toContain('class="layout layout--admin"')
    expect(visibleText(page)).toContain('Back office')
  })

  it('a path that is not a section of the back office is not a CMS page either', async () => {
    expect((await get('/admin/Not_A_Section')).status).toBe(404)
  })
})

describe('the dashboard and the categories an article may take', () => {
  it("lists drafts, scheduled articles, the last changes and today's and the next matches", async () => {
    const editor = await staff('editor')
    const draft = await articleOf(await create(editor, articleFields({ title: 'A draft about the academy' })))
    const response = await editor.fetch('/api/admin/dashboard')
    expect(response.status).toBe(200)
    const { attributes } = ((await response.json()) as { data: { attributes: Record<string, Array<Record<string, unknown>>> } }).data
    expect(attributes.drafts?.map((a) => a.id)).toContain(draft.id)
    expect(attributes.changes?.[0]).toMatchObject({ action: 'create', subjectType: 'article', subjectId: String(draft.id) })
    expect(attributes.matches?.length).toBeGreaterThan(0)
    expect(attributes.scheduled).toEqual([])
  })

  it('offers every news category', async () => {
    const response = await (await staff('editor')).fetch('/api/admin/news-categories')
    const body = (await response.json()) as { data: Array<{ attributes: { slug: string } }> }
    expect(body.data.map((c) => c.attributes.slug)).toContain('first-team')
  })
})

describe('previewing an article (§2)', () => {
  it('staff see the real article page of a draft, marked as a preview; nobody else sees the draft', async () => {
    const editor = await staff('editor')
    const fields = articleFields({ title: 'Unannounced signing', body: paragraphs('Secret until Friday.') })
    const draft = await articleOf(await create(editor, fields))
    const path = `/admin/preview/articles/${draft.id}`
    const preview = await editor.fetch(path, html)
    expect(preview.status).toBe(200)
    const page = await preview.text()
    const text = visibleText(page)
    expect(text).toContain('Preview: this article is not published. Only staff can see this page.')
    expect(text).toContain('Unannounced signing')
    expect(text).toContain('Secret until Friday.')
    expect(page).toContain('<meta name="robots" content="noindex,nofollow"/>')

    for (const [browser, status] of [
      [new Browser(), 401],
      [await staff(null), 403],
    ] as const) {
      const refused = await browser.fetch(path, html)
      expect(refused.status).toBe(status)
      expect(await refused.text()).not.toContain('Secret until Friday.')
    }
    expect((await editor.fetch('/admin/preview/articles/99999999', html)).status).toBe(404)
  })
})
