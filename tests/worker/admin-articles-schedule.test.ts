import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { utcToLondonLocal } from '../../shared/rules/london-time'
import { articleFields, articleOf, create, listedSlugs, paragraphs, staff } from './admin-articles-helpers'
import { get, seedDemo } from './helpers'

// Issue 19 §2: 'a scheduled article appears on its time without anyone acting and without a deploy'.

beforeEach(async () => {
  await seedDemo()
})

afterEach(() => {
  vi.useRealTimers()
})

async function searchFinds(term: string): Promise<string[]> {
  const response = await get(`/api/news/search?query=${term}`, { headers: { Accept: 'application/json' } })
  return ((await response.json()) as { hits: { hit: Array<{ fields: { slug: string } }> } }).hits.hit.map((hit) => hit.fields.slug)
}

describe('an article scheduled at a London time', () => {
  it('stays off the site, the listing and search until its minute, then is there with nobody acting', async () => {
    const editor = await staff('editor')
    const fields = articleFields({ title: 'Capybara captain named', body: paragraphs('The capybara leads the team out.') })
    const created = await articleOf(await create(editor, fields))
    // Ten minutes ahead, on London's clock, to the minute.
    const due = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000)
    const scheduled = await editor.post(`/api/admin/articles/${created.id}/publish`, {
      version: 1,
      publishAt: utcToLondonLocal(due.toISOString()),
    })
    expect(scheduled.status).toBe(200)
    expect(await articleOf(scheduled)).toMatchObject({ state: 'scheduled', publishedAt: due.toISOString() })

    expect((await get(`/news/${fields.slug}`)).status).toBe(404)
    expect(await listedSlugs('/news')).not.toContain(fields.slug)
    expect(await searchFinds('capybara')).toEqual([])

    vi.useFakeTimers({ toFake: ['Date'], now: due.getTime() - 1000 })
    expect((await get(`/news/${fields.slug}`)).status).toBe(404)

    vi.setSystemTime(due.getTime())
    expect((await get(`/news/${fields.slug}`)).status).toBe(200)
    expect(await listedSlugs('/news')).toContain(fields.slug)
    expect(await searchFinds('capybara')).toEqual([fields.slug])
  })

  it('a time London skips (the clocks going forward) is refused with the reason', async () => {
    const editor = await staff('editor')
    const created = await articleOf(await create(editor, articleFields()))
    const response = await editor.post(`/api/admin/articles/${created.id}/publish`, { version: 1, publishAt: '2027-03-28T01:30' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ message: string; source: { pointer: string } }> }
    expect(body.errors[0]).toMatchObject({
      message: 'London skips this hour (the clocks go forward): choose another time',
      source: { pointer: '/publishAt' },
    })
  })
})
