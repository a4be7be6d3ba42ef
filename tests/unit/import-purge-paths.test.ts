import { describe, expect, it } from 'vitest'
import { importPurgePaths } from '../../shared/rules/import-purge-paths'

// Issue 19 §4: the pages an import purges.

describe('importPurgePaths', () => {
  it.each([
    [
      'the men (empty slug, other name first-team)',
      { teamSlug: '', teamAltSlug: 'first-team', seasonSlug: '2025-26' },
      [
        '/',
        '/matches',
        '/match',
        '/matches/first-team/2025-26',
        '/matches/first-team',
        '/teams/first-team',
        '/match/first-team',
        '/match/first-team/2025-26',
      ],
    ],
    [
      'the women under both spellings',
      { teamSlug: 'women', teamAltSlug: 'womens', seasonSlug: '2024-25' },
      [
        '/matches/women/2024-25',
        '/matches/women',
        '/teams/women',
        '/match/women',
        '/match/women/2024-25',
        '/matches/womens/2024-25',
        '/matches/womens',
        '/teams/womens',
        '/match/womens',
        '/match/womens/2024-25',
      ],
    ],
  ])('%s', (_name, target, paths) => {
    expect(importPurgePaths(target)).toEqual(paths)
  })

  it('adds the match centre of each updated match', () => {
    const paths = importPurgePaths({ teamSlug: 'u21', teamAltSlug: null, seasonSlug: '2025-26', updatedMatchIds: [12] })
    expect(paths).toEqual(expect.arrayContaining(['/match/12', '/match/u21/2025-26/12', '/matches/u21/2025-26']))
  })
})
