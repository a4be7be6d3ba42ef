import { describe, expect, it } from 'vitest'
import { NEWS_SLUG_MAX, newsSlugProblem, slugFromTitle } from '../../shared/rules/news-slug'

describe("an article's address (issue 19 §2, bad input)", () => {
  it.each([
    ['town-win-at-home', null],
    ['2025-26-season-tickets', null],
    ['a', null],
    ['x'.repeat(NEWS_SLUG_MAX), null],
    ['', 'empty'],
    ['x'.repeat(NEWS_SLUG_MAX + 1), 'tooLong'],
    ['Town-Win', 'characters'],
    ['town win', 'characters'],
    ['town--win', 'characters'],
    ['-town', 'characters'],
    ['town-', 'characters'],
    ['café', 'characters'],
    // Cyrillic 'а' looks like Latin 'a': a second spelling of 'town-at-home'.
    ['town-\u0430t-home', 'characters'],
    ['town\u200bwin', 'characters'],
    ['ｔown', 'characters'],
    ['town/win', 'characters'],
    ['..', 'characters'],
    ['%2e%2e', 'characters'],
    ['فوز', 'characters'],
    // /news/2025 is the archive of 2025 (SPEC §2.1), never an article.
    ['2025', 'route'],
    ['1999', 'route'],
  ] as const)('%j: %s', (slug, problem) => {
    expect(newsSlugProblem(slug)).toBe(problem)
  })

  it.each([
    ['Town win 3-1 at home!', 'town-win-3-1-at-home'],
    ['Crème brûlée night at the Club', 'creme-brulee-night-at-the-club'],
    ['  Spaces   everywhere  ', 'spaces-everywhere'],
    ['فوز الفريق', ''],
    [`${'word '.repeat(30)}end`, 'word-'.repeat(19).concat('word')],
  ])('the title %j suggests %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
    if (slug !== '') expect(newsSlugProblem(slug)).toBeNull()
  })
})
