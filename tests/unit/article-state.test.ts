import { describe, expect, it } from 'vitest'
import { changedArticlePagePaths } from '../../shared/rules/article-page-paths'
import { articleIsPublic, articleState } from '../../shared/rules/article-state'

const NOW = new Date('2026-11-27T12:00:00.000Z')

describe('what an article is to its readers (issue 19 §2)', () => {
  it.each([
    ['draft', '2026-11-27T11:00:00.000Z', 'draft', false],
    ['draft', '2026-11-28T11:00:00.000Z', 'draft', false],
    ['archived', '2026-11-01T11:00:00.000Z', 'archived', false],
    ['published', '2026-11-27T11:59:59.999Z', 'published', true],
    ['published', '2026-11-27T12:00:00.000Z', 'published', true],
    ['published', '2026-11-27T12:00:00.001Z', 'scheduled', false],
    ['published', '2026-12-25T15:00:00.000Z', 'scheduled', false],
  ] as const)('%s at %s is %s (public: %s)', (status, publishedAt, state, visible) => {
    expect(articleState(status, publishedAt, NOW)).toBe(state)
    expect(articleIsPublic(status, publishedAt, NOW)).toBe(visible)
  })
})

describe('the cached pages that show an article (issue 19 §2)', () => {
  it('lists its own page in every spelling, the listing, its London-day archives, home and its categories', () => {
    // 23:30 UTC on 31 Jul is 1 Aug in London (BST): the archives are London's.
    const paths = changedArticlePagePaths(null, {
      slug: 'town-win',
      publishedAt: '2026-07-31T23:30:00.000Z',
      categorySlugs: ['first-team', 'club'],
    })
    expect(paths).toEqual([
      '/',
      '/news',
      '/news/town-win',
      '/news/2026/08/01/town-win',
      '/app/news/town-win',
      '/news/2026',
      '/news/2026/08',
      '/news/2026/08/01',
      '/category',
      '/category/first-team',
      '/category/club',
    ])
  })

  it('a renamed, re-dated article purges where it was and where it is now, once each', () => {
    const before = { slug: 'old-name', publishedAt: '2026-01-05T10:00:00.000Z', categorySlugs: ['club'] }
    const after = { slug: 'new-name', publishedAt: '2026-01-06T10:00:00.000Z', categorySlugs: ['club'] }
    const paths = changedArticlePagePaths(before, after)
    expect(paths).toContain('/news/2026/01/05/old-name')
    expect(paths).toContain('/news/old-name')
    expect(paths).toContain('/news/2026/01/06/new-name')
    expect(paths).toContain('/news/2026/01/06')
    expect(paths.filter((p) => p === '/category/club')).toHaveLength(1)
  })
})
