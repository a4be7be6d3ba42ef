import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { auditEntries, createPage, fieldsOf, pageFields, pageIdAt, pageOf, send, updatePage } from './admin-pages-cms-helpers'
import type { ApiError } from './auth-helpers'
import { get, seedDemo, visibleText } from './helpers'

// Issue 19 §3 pages in the back office, with §9 (audit) and §10 (version check). Menus: admin-menus-cms.test.ts;
// the purges: admin-pages-cms-purge.test.ts (worker-cache project).

type Errors = { errors: Array<{ code: string; message: string; source?: { pointer: string } }> }

beforeEach(() => seedDemo())

describe('a new page', () => {
  it('is a draft nobody sees until published; then it renders its blocks; both changes are audited', async () => {
    const editor = await staff('editor')
    const fields = pageFields({ parentId: await pageIdAt('club') })
    const created = await createPage(editor, fields)
    expect(created.status).toBe(201)
    const page = await pageOf(created)
    expect(page).toMatchObject({ status: 'Draft', version: 1, fullPath: `club/${fields.slug}`, nestedLevel: 1 })
    expect(page.fields.blocks.map((b) => b.type)).toEqual(['heading', 'button'])
    expect((await get(`/club/${fields.slug}`)).status).toBe(404)

    const published = await send(editor, 'POST', `/api/admin/pages/${page.id}/publish`, { version: 1 })
    expect(published.status).toBe(200)
    expect(await pageOf(published)).toMatchObject({ status: 'Published', version: 2 })
    const html = visibleText(await (await get(`/club/${fields.slug}`)).text())
    expect(html).toContain('Getting here')
    expect(html.indexOf('Getting here')).toBeLessThan(html.indexOf('Buy tickets'))

    const entries = await auditEntries('page', String(page.id))
    expect(entries.map((e) => [e.action, e.subject_version])).toEqual([
      ['create', 1],
      ['publish', 1],
    ])
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ title: fields.title, status: 'Draft' })
    expect(JSON.parse(entries[1]!.before_json!)).toEqual({ status: 'Draft' })
    expect(JSON.parse(entries[1]!.after_json!)).toEqual({ status: 'Published' })
  })

  it('a block the widget schemas refuse: each problem beside its block field, nothing written', async () => {
    const editor = await staff('editor')
    const before = await env.DB.prepare('SELECT count(*) AS n FROM pages').first<{ n: number }>()
    const response = await createPage(
      editor,
      pageFields({
        blocks: [
          { type: 'heading', text: 'Fine', tag: 'h7' },
          { type: 'button', text: '', link: 'javascript:alert(1)', style: 'primary-dark' },
          { type: 'marquee', text: 'not a widget' },
        ],
      }),
    )
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as Errors
    const pointers = errors.map((e) => e.source?.pointer)
    expect(pointers).toContain('/data/attributes/blocks/0/tag')
    expect(pointers).toContain('/data/attributes/blocks/1/text')
    expect(pointers).toContain('/data/attributes/blocks/1/link')
    expect(pointers).toContain('/data/attributes/blocks/2/type')
    expect(errors.find((e) => e.source?.pointer === '/data/attributes/blocks/1/text')?.message).toBe('Button text is required')
    expect(await env.DB.prepare('SELECT count(*) AS n FROM pages').first<{ n: number }>()).toEqual(before)
  })

  it.each(['news', 'videos', 'admin', 'matches', 'api'])(
    'the top-level address /%s belongs to a route of SPEC §2.1: refused',
    async (slug) => {
      const response = await createPage(await staff('editor'), pageFields({ slug }))
      expect(response.status).toBe(400)
      const { errors } = (await response.json()) as Errors
      expect(errors[0]).toMatchObject({
        code: 'bad_request',
        source: { pointer: '/data/attributes/slug' },
        message: 'This address belongs to another page of the site (news, matches, videos…): choose another',
      })
      expect(await env.DB.prepare('SELECT count(*) AS n FROM pages WHERE page_slug = ?').bind(slug).first<{ n: number }>()).toEqual({
        n: 0,
      })
    },
  )

  it("another page's address, or a look-alike spelling, is refused", async () => {
    const editor = await staff('editor')
    const taken = await createPage(editor, pageFields({ slug: 'history', parentId: await pageIdAt('club') }))
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as ApiError).errors[0]?.code).toBe('slug_taken')
    const lookAlike = await createPage(editor, pageFields({ slug: 'сlub' })) // Cyrillic с
    expect(lookAlike.status).toBe(400)
  })

  it('is never placed below an external link (SPEC §3 postType external)', async () => {
    const response = await createPage(await staff('editor'), pageFields({ parentId: await pageIdAt('ipswichtownfoundation/donate') }))
    expect(response.status).toBe(400)
    expect(((await response.json()) as Errors).errors[0]).toMatchObject({ source: { pointer: '/data/attributes/parentId' } })
  })

  it('nests at most four levels below a section', async () => {
    const response = await createPage(
      await staff('editor'),
      pageFields({ parentId: await pageIdAt('club/history/eras/1960s/ramsey-years') }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as Errors).errors[0]?.message).toContain('at most 4 levels')
  })
})

describe('editing a page', () => {
  it('blocks put in a new order are stored and rendered in that order on the public page', async () => {
    const editor = await staff('editor')
    const id = await pageIdAt('academy')
    const page = await pageOf(await editor.fetch(`/api/admin/pages/${id}`))
    const titles = (page.fields.blocks as Array<{ title?: string }>).map((b) => b.title ?? 'text')
    expect(titles).toEqual(['U21', 'U18', 'text'])
    const reordered = [page.fields.blocks[2], page.fields.blocks[1], page.fields.blocks[0]]
    const saved = await updatePage(editor, id, page.version, { ...fieldsOf(page), blocks: reordered })
    expect(saved.status).toBe(200)
    expect((await pageOf(saved)).version).toBe(page.version + 1)
    const html = await (await get('/academy')).text()
    const [text, u18, u21] = ['Category Two Academy status', '>U18<', '>U21<'].map((needle) => html.indexOf(needle))
    expect(text).toBeGreaterThan(-1)
    expect(text).toBeLessThan(u18!)
    expect(u18).toBeLessThan(u21!)
  })

  it('a save on an older version: 409 with the current page and version, and nothing of it written', async () => {
    const first = await staff('editor')
    const second = await staff('admin')
    const id = await pageIdAt('academy')
    const loaded = await pageOf(await first.fetch(`/api/admin/pages/${id}`))
    const saved = await updatePage(first, id, loaded.version, { ...fieldsOf(loaded), title: 'Academy (first editor)' })
    expect(saved.status).toBe(200)
    const stale = await updatePage(second, id, loaded.version, { ...fieldsOf(loaded), title: 'Academy (second editor)', blocks: [] })
    expect(stale.status).toBe(409)
    const body = (await stale.json()) as Errors & { data: { attributes: { version: number; fields: { title: string } } } }
    expect(body.errors[0]?.code).toBe('version_conflict')
    expect(body.data.attributes.version).toBe(loaded.version + 1)
    expect(body.data.attributes.fields.title).toBe('Academy (first editor)')
    const now = await pageOf(await first.fetch(`/api/admin/pages/${id}`))
    expect(now.fields.title).toBe('Academy (first editor)')
    expect(now.fields.blocks).toHaveLength(3)
    expect((await auditEntries('page', String(id))).map((e) => e.action)).toEqual(['update'])
  })

  it('the audit entry of an update holds the page before and after', async () => {
    const editor = await staff('editor')
    const id = await pageIdAt('academy')
    const loaded = await pageOf(await editor.fetch(`/api/admin/pages/${id}`))
    await updatePage(editor, id, loaded.version, {
      ...fieldsOf(loaded),
      summary: 'A new summary.',
      blocks: loaded.fields.blocks.slice(0, 1),
    })
    const [entry] = await auditEntries('page', String(id))
    expect(entry?.action).toBe('update')
    expect(entry?.actor_email).toMatch(/@/)
    expect(entry?.subject_version).toBe(loaded.version)
    const before = JSON.parse(entry!.before_json!) as { summary: string; blocks: unknown[] }
    const after = JSON.parse(entry!.after_json!) as { summary: string; blocks: unknown[] }
    expect(before.summary).toBe(loaded.fields.summary)
    expect(before.blocks).toHaveLength(3)
    expect(after.summary).toBe('A new summary.')
    expect(after.blocks).toHaveLength(1)
  })

  it('a new address moves the pages below it along', async () => {
    const editor = await staff('editor')
    const id = await pageIdAt('academy')
    const loaded = await pageOf(await editor.fetch(`/api/admin/pages/${id}`))
    const saved = await updatePage(editor, id, loaded.version, { ...fieldsOf(loaded), slug: 'youth-academy' })
    expect(saved.status).toBe(200)
    expect((await get('/academy/about')).status).toBe(404)
    expect((await get('/youth-academy/about')).status).toBe(200)
  })

  it("moved up among its siblings, a page comes first among its Hub's cards; at the top nothing moves", async () => {
    const editor = await staff('editor')
    const id = await pageIdAt('academy/pathway')
    const loaded = await pageOf(await editor.fetch(`/api/admin/pages/${id}`))
    const before = visibleText(await (await get('/academy')).text())
    expect(before.indexOf('About the Academy')).toBeLessThan(before.indexOf('The pathway'))
    const moved = await send(editor, 'POST', `/api/admin/pages/${id}/move`, { version: loaded.version, direction: 'up' })
    expect(moved.status).toBe(200)
    expect((await pageOf(moved)).version).toBe(loaded.version + 1)
    const after = visibleText(await (await get('/academy')).text())
    expect(after.indexOf('The pathway')).toBeLessThan(after.indexOf('About the Academy'))
    const atTop = await send(editor, 'POST', `/api/admin/pages/${id}/move`, { version: loaded.version + 1, direction: 'up' })
    expect((await pageOf(atTop)).version).toBe(loaded.version + 1)
    const entries = await auditEntries('page', String(id))
    expect(entries.map((e) => [e.action, JSON.parse(e.before_json!), JSON.parse(e.after_json!)])).toEqual([
      ['move', { position: 2 }, { position: 1 }],
    ])
    const stale = await send(editor, 'POST', `/api/admin/pages/${id}/move`, { version: loaded.version, direction: 'down' })
    expect(stale.status).toBe(409)
  })

  it('a page is never moved below itself or one of its own pages', async () => {
    const editor = await staff('editor')
    const club = await pageOf(await editor.fetch(`/api/admin/pages/${await pageIdAt('club')}`))
    for (const parent of ['club', 'club/history/eras']) {
      const response = await updatePage(editor, club.id, club.version, { ...fieldsOf(club), parentId: await pageIdAt(parent) })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Errors).errors[0]).toMatchObject({
        source: { pointer: '/data/attributes/parentId' },
        message: 'A page cannot sit below itself',
      })
    }
    expect((await get('/club/history')).status).toBe(200)
  })

  it('unpublish hides the page; delete refuses a page with pages below it and removes a leaf', async () => {
    const editor = await staff('editor')
    const hub = await pageOf(await editor.fetch(`/api/admin/pages/${await pageIdAt('academy')}`))
    const hasChildren = await send(editor, 'DELETE', `/api/admin/pages/${hub.id}`, { version: hub.version })
    expect(hasChildren.status).toBe(409)
    expect(((await hasChildren.json()) as ApiError).errors[0]?.code).toBe('page_has_children')

    const leaf = await pageOf(await editor.fetch(`/api/admin/pages/${await pageIdAt('academy/about')}`))
    const hidden = await send(editor, 'POST', `/api/admin/pages/${leaf.id}/unpublish`, { version: leaf.version })
    expect(await pageOf(hidden)).toMatchObject({ status: 'Draft' })
    expect((await get('/academy/about')).status).toBe(404)
    const deleted = await send(editor, 'DELETE', `/api/admin/pages/${leaf.id}`, { version: leaf.version + 1 })
    expect(deleted.status).toBe(204)
    expect((await editor.fetch(`/api/admin/pages/${leaf.id}`)).status).toBe(404)
    expect((await auditEntries('page', String(leaf.id))).map((e) => e.action)).toEqual(['unpublish', 'delete'])
  })
})

describe('the page tree list', () => {
  it('lists pages in tree order (a parent before its children), paged and filtered in D1', async () => {
    const editor = await staff('editor')
    const response = await editor.fetch('/api/admin/pages?size=25')
    const body = (await response.json()) as { data: Array<{ attributes: { fullPath: string } }>; meta: { total: number } }
    const paths = body.data.map((item) => item.attributes.fullPath)
    expect(paths).toHaveLength(25)
    expect(paths[0]).toBe('club')
    expect(paths.indexOf('club/history')).toBeLessThan(paths.indexOf('club/history/eras'))
    expect(body.meta.total).toBeGreaterThan(25)
    const filtered = (await (await editor.fetch('/api/admin/pages?q=ramsey')).json()) as typeof body
    expect(filtered.data.map((item) => item.attributes.fullPath)).toEqual(['club/history/eras/1960s/ramsey-years'])
  })
})
