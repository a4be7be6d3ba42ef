import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { getNewsBySlug, getRelatedNews, listNews } from '../../worker/db/news'
import { seedDemo } from './helpers'

const KNOWN_SLUG = 'town-seal-late-win-at-portman-road'

async function article(slug: string) {
  const found = await getNewsBySlug(env.DB, slug)
  if (!found) throw new Error(`seed lacks ${slug}`)
  return found
}

describe('news queries', () => {
  beforeEach(async () => {
    await seedDemo()
  })

  it('the known article is found by its slug with its categories, body and author', async () => {
    const found = await article(KNOWN_SLUG)
    expect(found).toMatchObject({ slug: KNOWN_SLUG, title: 'Town seal late win at Portman Road', locale: 'en' })
    expect(found.publishedAt).toBe('2025-10-04T16:15:00.000Z')
    expect(found.categories).toEqual([{ id: 1, slug: 'first-team', name: 'First Team' }])
    expect(found.bodyHtml).toContain('<blockquote>')
    expect(found.author).not.toBe('')
    expect(found.imageKey).toBe(`news/${KNOWN_SLUG}.jpg`)
  })

  it('the Arabic welcome article has locale ar and the arabic category', async () => {
    const found = await article('town-arabic-welcome')
    expect(found.locale).toBe('ar')
    expect(found.categories.map((c) => c.slug)).toEqual(['arabic'])
    expect(found.title).toMatch(/[\u0600-\u06FF]/)
  })

  it('a draft article is neither found by slug nor listed', async () => {
    expect(await getNewsBySlug(env.DB, 'january-window-plans')).toBeNull()
    const all = await listNews(env.DB, { limit: 100, offset: 0 })
    expect(all.items.map((n) => n.slug)).not.toContain('january-window-plans')
  })

  it('related news gives the editor’s picks first, then four others in all, never the article itself', async () => {
    const known = await article(KNOWN_SLUG)
    const related = await getRelatedNews(env.DB, known, 4)
    expect(related).toHaveLength(4)
    expect(related.map((n) => n.slug).slice(0, 2)).toEqual(['harlow-signs-new-three-year-deal', 'town-tv-season-passes-on-sale'])
    expect(related.map((n) => n.id)).not.toContain(known.id)
    expect(related.slice(2).every((n) => n.categories.some((c) => c.slug === 'first-team'))).toBe(true)
    expect(related.every((n) => n.locale === 'en')).toBe(true)
  })

  it('related news of an Arabic article stays in Arabic', async () => {
    const related = await getRelatedNews(env.DB, await article('town-arabic-welcome'), 4)
    expect(related).toHaveLength(4)
    expect(related.every((n) => n.locale === 'ar' && n.slug !== 'town-arabic-welcome')).toBe(true)
  })

  it('listNews pages through published news newest first with the same total on every page', async () => {
    const first = await listNews(env.DB, { locale: 'en', limit: 12, offset: 0 })
    const second = await listNews(env.DB, { locale: 'en', limit: 12, offset: 12 })
    expect(first.total).toBeGreaterThanOrEqual(40)
    expect(second.total).toBe(first.total)
    expect(first.items).toHaveLength(12)
    const dates = [...first.items, ...second.items].map((n) => n.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set([...first.items, ...second.items].map((n) => n.id)).size).toBe(24)
    const last = await listNews(env.DB, { locale: 'en', limit: 12, offset: first.total - 2 })
    expect(last.items).toHaveLength(2)
  })

  it('listNews keeps from inclusive and to exclusive', async () => {
    const october = await listNews(env.DB, {
      locale: 'en',
      limit: 50,
      offset: 0,
      from: '2025-10-04T16:15:00.000Z',
      to: '2025-11-01T00:00:00Z',
    })
    expect(october.items.map((n) => n.slug)).toEqual(['academy-graduates-handed-debuts', KNOWN_SLUG])
    expect(october.total).toBe(2)
    const before = await listNews(env.DB, { locale: 'en', limit: 50, offset: 0, to: '2025-10-04T16:15:00.000Z' })
    expect(before.items.map((n) => n.slug)).not.toContain(KNOWN_SLUG)
    expect(before.items.every((n) => n.publishedAt < '2025-10-04T16:15:00.000Z')).toBe(true)
  })

  it('listNews filters by category and by locale, with categories filled', async () => {
    const arabic = await listNews(env.DB, { categorySlug: 'arabic', limit: 50, offset: 0 })
    expect(arabic.total).toBeGreaterThanOrEqual(5)
    expect(arabic.items.every((n) => n.locale === 'ar')).toBe(true)
    const women = await listNews(env.DB, { locale: 'en', categorySlug: 'women', limit: 50, offset: 0 })
    expect(women.total).toBeGreaterThan(0)
    expect(women.items.every((n) => n.categories.some((c) => c.slug === 'women'))).toBe(true)
    const nothing = await listNews(env.DB, { categorySlug: 'no-such-category', limit: 10, offset: 0 })
    expect(nothing).toEqual({ items: [], total: 0 })
  })
})
