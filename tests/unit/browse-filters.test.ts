import { describe, expect, it } from 'vitest'
import { type BrowseQuery, browsePath, NO_BROWSE_FILTERS, readBrowseQuery } from '../../shared/rules/browse-filters'

const categories = [
  { slug: 'highlights', name: 'Highlights' },
  { slug: 'full-match-replay', name: 'Full Match Replay' },
  { slug: 'behind-the-scenes', name: 'Behind the Scenes' },
]

const read = (query: string) => readBrowseQuery(new URLSearchParams(query), categories)
const ok = (filters: Partial<typeof NO_BROWSE_FILTERS>, page = 1): BrowseQuery => ({
  kind: 'ok',
  filters: { ...NO_BROWSE_FILTERS, ...filters },
  page,
})

// SPEC §2.1 browse address and §3 video filters (teams, seasons 2025 back to 2020, duration buckets).
describe('reading the browse address', () => {
  it.each<[string, string, BrowseQuery]>([
    ['no query is every video, page 1', '', ok({})],
    ["the spec's example: a category by name with '-'", 'category=Full-Match-Replay', ok({ category: 'full-match-replay' })],
    ['a category by slug', 'category=full-match-replay', ok({ category: 'full-match-replay' })],
    ['a category by name with spaces and any case', 'category=behind%20THE%20scenes', ok({ category: 'behind-the-scenes' })],
    ['an empty category is no filter', 'category=', ok({})],
    ['an unknown category', 'category=Bloopers', { kind: 'unknownCategory', category: 'Bloopers' }],
    ['a team', 'team=women', ok({ team: 'women' })],
    ['the first team by its filter id', 'team=first-team', ok({ team: 'first-team' })],
    ['a team in capitals', 'team=U21', ok({ team: 'u21' })],
    ['an unknown team', 'team=reserves', { kind: 'invalid', field: 'team' }],
    ['the newest season', 'season=2025', ok({ season: 2025 })],
    ['the oldest season', 'season=2020', ok({ season: 2020 })],
    ['a season before 2020', 'season=2019', { kind: 'invalid', field: 'season' }],
    ['a season written as a slug', 'season=2025-26', { kind: 'invalid', field: 'season' }],
    ['short', 'duration=short', ok({ duration: 'short' })],
    ['Medium, as the label writes it', 'duration=Medium', ok({ duration: 'medium' })],
    ['long', 'duration=long', ok({ duration: 'long' })],
    ['an unknown duration', 'duration=epic', { kind: 'invalid', field: 'duration' }],
    ['a later page', 'page=3', ok({}, 3)],
    ['page 0', 'page=0', { kind: 'invalid', field: 'page' }],
    ['a page past the last one served', 'page=101', { kind: 'invalid', field: 'page' }],
    ['a page that is not a number', 'page=two', { kind: 'invalid', field: 'page' }],
    [
      'every filter together',
      'category=Highlights&team=first-team&season=2024&duration=short&page=2',
      ok({ category: 'highlights', team: 'first-team', season: 2024, duration: 'short' }, 2),
    ],
  ])('%s', (_name, query, expected) => {
    expect(read(query)).toEqual(expected)
  })
})

describe('writing the browse address', () => {
  it.each<[string, Partial<typeof NO_BROWSE_FILTERS>, number, string]>([
    ['no filters', {}, 1, '/videos/browse'],
    ['a category by its name', { category: 'full-match-replay' }, 1, '/videos/browse?category=Full-Match-Replay'],
    [
      'every filter and a page',
      { category: 'highlights', team: 'u18', season: 2022, duration: 'long' },
      2,
      '/videos/browse?category=Highlights&team=u18&season=2022&duration=long&page=2',
    ],
    ['a category it does not know is left out', { category: 'gone' }, 1, '/videos/browse'],
  ])('%s', (_name, filters, page, expected) => {
    expect(browsePath({ ...NO_BROWSE_FILTERS, ...filters }, categories, page)).toBe(expected)
  })

  it('reads back what it writes', () => {
    const filters = { category: 'behind-the-scenes', team: 'women' as const, season: 2021, duration: 'medium' as const }
    const path = browsePath(filters, categories, 4)
    expect(read(path.split('?')[1] ?? '')).toEqual(ok(filters, 4))
  })
})
