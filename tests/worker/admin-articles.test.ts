import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { type ApiError, Browser } from './auth-helpers'
import { articleFields, articleOf, auditOf, create, listedSlugs, newsCount, paragraphs, staff, update } from './admin-articles-helpers'
import { get, seedDemo } from './helpers'

// Issue 19 §2, §9, §10: the news desk's API.

beforeEach(async () => {
  await seedDemo()
})

const codeOf = async (response: Response) => ((await response.json()) as ApiError).errors[0]?.code

describe('who may use the news desk', () => {
  it('signed out 401, a supporter 403, an editor and an administrator in; a cross-site write refused', async () => {
    expect((await new Browser().fetch('/api/admin/articles')).status).toBe(401)
    const supporter = await staff(null)
    const refused = await supporter.fetch('/api/admin/articles')
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('forbidden')
    expect((await create(supporter, articleFields())).status).toBe(403)
    for (const role of ['editor', 'admin'] as const) {
      const list = await (await staff(role)).fetch('/api/admin/articles')
      expect(list.status).toBe(200)
      expect(list.headers.get('Cache-Control')).toBe('no-store')
    }
    const before = await newsCount()
    const editor = await staff('editor')
    const crossSite = await editor.post(
      '/api/admin/articles',
      { data: { type: 'article', attributes: articleFields() } },
      { headers: { Origin: 'https://evil.example' } },
    )
    expect(crossSite.status).toBe(403)
    expect(await codeOf(crossSite)).toBe('cross_site_request')
    expect(await newsCount()).toBe(before)
  })

  it("an editor is refused the administrator's places (accounts)", async () => {
    const editor = await staff('editor')
    const response = await editor.post('/api/admin/accounts/demo-supporter/block')
    expect(response.status).toBe(403)
    expect(((await response.json()) as ApiError).errors[0]?.message).toBe('Administrators only')
  })
})

describe('writing an article', () => {
  it('a new article is a draft: readers do not see it, the audit log records who made it', async () => {
    const editor = await staff('editor')
    const fields = articleFields()
    const response = await create(editor, fields)
    expect(response.status).toBe(201)
    const article = await articleOf(response)
    expect(article).toMatchObject({ state: 'draft', version: 1, fields: { title: fields.title, slug: fields.slug, body: fields.body } })
    expect((await get(`/news/${fields.slug}`)).status).toBe(404)
    const [entry] = await auditOf(article.id)
    expect(entry).toMatchObject({ action: 'create', subject_version: 1, before_json: null })
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ title: fields.title })
  })

  it.each([
    [{ title: '' }, '/data/attributes/title', 'Give the article a title'],
    [
      { slug: 'town-\u0430t-home' },
      '/data/attributes/slug',
      'An address uses only a to z, 0 to 9 and single hyphens (no capitals, spaces or accents)',
    ],
    [
      { slug: '2025' },
      '/data/attributes/slug',
      'This address belongs to another page of the site (a year is the news archive): add a word',
    ],
    [{ imageKey: 'news/lead.jpg', imageAlt: '' }, '/data/attributes/imageAlt', 'Describe the picture for those who cannot see it'],
    [{ imageKey: '../secrets.jpg', imageAlt: 'x' }, '/data/attributes/imageKey', 'Not a picture of ours: choose or upload one'],
    [{ body: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] } }, '/data/attributes/body/content/0', null],
    [{ extra: 1 }, '/data/attributes', null],
  ])('%j is refused beside its field %s', async (override, pointer, message) => {
    const before = await newsCount()
    const response = await create(await staff('editor'), articleFields(override))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ code: string; message: string; source: { pointer: string } }> }
    const error = body.errors.find((e) => e.source.pointer.startsWith(pointer))
    expect(error, JSON.stringify(body.errors)).toBeDefined()
    if (message) expect(error?.message).toBe(message)
    expect(await newsCount()).toBe(before)
  })

  it('two articles never share an address: the second is told, nothing is written', async () => {
    const editor = await staff('editor')
    const fields = articleFields()
    expect((await create(editor, fields)).status).toBe(201)
    const before = await newsCount()
    const again = await create(editor, articleFields({ slug: fields.slug }))
    expect(again.status).toBe(409)
    expect(await codeOf(again)).toBe('slug_taken')
    expect(await newsCount()).toBe(before)
  })

  it('a picture that is not in the library is refused beside its field; a body picture too', async () => {
    const editor = await staff('editor')
    const before = await newsCount()
    const lead = await create(editor, articleFields({ imageKey: 'news/no-such-picture.jpg', imageAlt: 'Nothing' }))
    expect(lead.status).toBe(400)
    expect(((await lead.json()) as { errors: Array<{ source: { pointer: string } }> }).errors[0]?.source.pointer).toBe(
      '/data/attributes/imageKey',
    )
    const body = { type: 'doc', content: [{ type: 'image', attrs: { src: 'news/no-such-picture.jpg', alt: 'Nothing' } }] }
    const inBody = await create(editor, articleFields({ body }))
    expect(inBody.status).toBe(400)
    expect(((await inBody.json()) as { errors: Array<{ source: { pointer: string } }> }).errors[0]?.source.pointer).toBe(
      '/data/attributes/body',
    )
    expect(await newsCount()).toBe(before)
  })

  it('an article saved without a summary gets the start of its body, as cards show one', async () => {
    const created = await articleOf(
      await create(await staff('editor'), articleFields({ summary: '', body: paragraphs('The club is delighted.', 'More soon.') })),
    )
    expect(created.fields.summary).toBe('The club is delighted. More soon.')
  })

  it('categories and related articles that do not exist are refused with nothing half-written', async () => {
    const before = await newsCount()
    const response = await create(await staff('editor'), articleFields({ categoryIds: [999_999] }))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: Array<{ source: { pointer: string } }> }).errors[0]?.source.pointer).toBe(
      '/data/attributes/categoryIds',
    )
    expect(await newsCount()).toBe(before)
  })
})

describe('two editors save the same article (§10)', () => {
  it('the second is answered 409 with what is stored now, and nothing of either is lost', async () => {
    const first = await staff('editor')
    const second = await staff('editor')
    const created = await articleOf(await create(first, articleFields()))
    const saved = await update(first, created.id, 1, { ...created.fields, title: 'Striker signs: the details' })
    expect(saved.status).toBe(200)
    expect((await articleOf(saved)).version).toBe(2)

    const stale = await update(second, created.id, 1, { ...created.fields, title: 'An older copy' })
    expect(stale.status).toBe(409)
    const body = (await stale.json()) as ApiError & { data: { attributes: { version: number; fields: { title: string } } } }
    expect(body.errors[0]?.code).toBe('version_conflict')
    expect(body.data.attributes).toMatchObject({ version: 2, fields: { title: 'Striker signs: the details' } })
    const row = await env.DB.prepare('SELECT title, version FROM news WHERE id = ?').bind(created.id).first()
    expect(row).toEqual({ title: 'Striker signs: the details', version: 2 })
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(['create', 'update'])
  })
})

describe('publishing', () => {
  it('publish now: the article page, /news and search show it; the audit log has before and after', async () => {
    const editor = await staff('editor')
    const fields = articleFields({ title: 'Quokka midfielder joins Town', body: paragraphs('A quokka signs for the club.') })
    const created = await articleOf(await create(editor, fields))
    const published = await editor.post(`/api/admin/articles/${created.id}/publish`, { version: 1, publishAt: null })
    expect(published.status).toBe(200)
    expect((await articleOf(published)).state).toBe('published')
    expect((await get(`/news/${fields.slug}`)).status).toBe(200)
    expect(await listedSlugs('/news')).toContain(fields.slug)
    const search = await get('/api/news/search?query=quokka', { headers: { Accept: 'application/json' } })
    const hits = ((await search.json()) as { hits: { hit: Array<{ fields: { slug: string } }> } }).hits.hit
    expect(hits.map((hit) => hit.fields.slug)).toEqual([fields.slug])
    const entries = await auditOf(created.id)
    expect(entries.at(-1)).toMatchObject({ action: 'publish', subject_version: 1 })
    expect(JSON.parse(entries.at(-1)!.before_json!)).toMatchObject({ status: 'draft' })
  })

  it('unpublish takes it off the site; delete removes it and its search entry, and the audit keeps what it was', async () => {
    const editor = await staff('editor')
    const fields = articleFields({ title: 'Wombat keeper signs', body: paragraphs('The wombat keeps goal.') })
    const created = await articleOf(await create(editor, fields))
    await editor.post(`/api/admin/articles/${created.id}/publish`, { version: 1, publishAt: null })
    const off = await editor.post(`/api/admin/articles/${created.id}/unpublish`, { version: 2 })
    expect((await articleOf(off)).state).toBe('draft')
    expect((await get(`/news/${fields.slug}`)).status).toBe(404)
    const gone = await editor.fetch(`/api/admin/articles/${created.id}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: 3 }),
    })
    expect(gone.status).toBe(204)
    expect((await editor.fetch(`/api/admin/articles/${created.id}`)).status).toBe(404)
    const search = await get('/api/news/search?query=wombat', { headers: { Accept: 'application/json' } })
    expect(((await search.json()) as { hits: { found: number } }).hits.found).toBe(0)
    const entries = await auditOf(created.id)
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'publish', 'unpublish', 'delete'])
    expect(JSON.parse(entries.at(-1)!.before_json!)).toMatchObject({ title: 'Wombat keeper signs' })
  })

  it('an audit entry can never be changed or deleted, whatever SQL asks', async () => {
    const editor = await staff('editor')
    const created = await articleOf(await create(editor, articleFields()))
    await expect(
      env.DB.prepare("UPDATE audit_log SET action = 'nothing' WHERE subject_id = ?").bind(String(created.id)).run(),
    ).rejects.toThrow(/never changed/)
    await expect(env.DB.prepare('DELETE FROM audit_log WHERE subject_id = ?').bind(String(created.id)).run()).rejects.toThrow(
      /never deleted/,
    )
    expect(await auditOf(created.id)).toHaveLength(1)
  })
})
