import { describe, expect, it } from 'vitest'
import { newsSearchMatch, searchPhrases, termForFilter } from '../../shared/rules/news-search-query'

describe('newsSearchMatch builds a safe FTS5 expression (SPEC §4.9, §5)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['"', null],
    ['***', null],
    ['()', null],
    ['town', '"town"'],
    ['  Town   win ', '"Town" AND "win"'],
    ['"town win"', '"town win"'],
    ['"town win" portman', '"town win" AND "portman"'],
    ['portman "town win', '"portman" AND "town" AND "win"'],
    ['town OR win', '"town" AND "OR" AND "win"'],
    ['NOT town', '"NOT" AND "town"'],
    ['NEAR(town win, 2)', '"NEAR" AND "town" AND "win" AND "2"'],
    ['town*', '"town"'],
    ['title:town', '"title" AND "town"'],
    ['(town', '"town"'],
    ["'; DROP TABLE news; --", '"DROP" AND "TABLE" AND "news"'],
    ['^town + -win', '"town" AND "win"'],
    ['café', '"café"'],
    ['بلدة', '"بلدة"'],
  ])('%j → %s', (term, expected) => {
    const match = newsSearchMatch(term)
    if (expected === null) expect(match).toEqual({ kind: 'matchEverything' })
    else expect(match.kind === 'match' && match.expression).toBe(expected)
  })

  it('caps the number of words', () => {
    expect(searchPhrases(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ')).length).toBe(32)
    // Words after the cap are dropped whether they sit in a later quoted phrase or not.
    const many = Array.from({ length: 31 }, (_, i) => `w${i}`).join(' ')
    expect(searchPhrases(`${many} "a b" c "d e"`)).toEqual([...Array.from({ length: 31 }, (_, i) => [`w${i}`]), ['a']])
    expect(searchPhrases(`${'town '.repeat(1000)}"late win"`).length).toBe(32)
  })
})

describe('termForFilter (SPEC §2.5: exact wraps the term in quotes)', () => {
  it.each([
    ['town win', 'all', 'town win'],
    [' town win ', 'exact', '"town win"'],
    ['"town" win', 'exact', '"town  win"'],
    ['', 'exact', ''],
  ] as const)('%j (%s) → %j', (term, filter, expected) => {
    expect(termForFilter(term, filter)).toBe(expected)
  })
})
