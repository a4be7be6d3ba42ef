import { describe, expect, it } from 'vitest'
import { PAGE_SLUG_MAX, pageFullPath, pagePathProblem, pageSlugProblem } from '../../shared/rules/page-slug'

describe("a CMS page's slug (issue 19 §3, bad input)", () => {
  it.each([
    ['club', null],
    ['fa-cup-1978', null],
    ['x'.repeat(PAGE_SLUG_MAX), null],
    ['', 'empty'],
    ['x'.repeat(PAGE_SLUG_MAX + 1), 'tooLong'],
    ['Club', 'characters'],
    ['the club', 'characters'],
    ['the--club', 'characters'],
    ['-club', 'characters'],
    ['c\u0430fe', 'characters'], // Cyrillic а
    ['club\u200b', 'characters'],
    ['club/history', 'characters'],
  ])('%j → %s', (slug, problem) => {
    expect(pageSlugProblem(slug)).toBe(problem)
  })
})

describe("a CMS page's full path against the SPEC §2.1 route table", () => {
  it.each([
    ['club', null],
    ['club/history/eras/1960s/ramsey-years', null],
    ['privacy-notice', null],
    ['club/news', null], // below a section, 'news' is the section's own page
    ['club/history/eras/1960s/ramsey-years/more', 'tooDeep'],
    ['news', 'route'],
    ['matches', 'route'],
    ['videos', 'route'],
    ['admin', 'route'],
    ['api', 'route'],
    ['account', 'route'],
    ['payment-successful', 'route'],
    ['news/my-story', 'route'],
  ])('%s → %s', (path, problem) => {
    expect(pagePathProblem(path)).toBe(problem)
  })

  it('joins a slug to its parent path (a section has none)', () => {
    expect(pageFullPath(null, 'club')).toBe('club')
    expect(pageFullPath('club/history', 'eras')).toBe('club/history/eras')
  })
})
