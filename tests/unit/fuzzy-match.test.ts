import { describe, expect, it } from 'vitest'
import { searchWords, type TitleMatchState, titleMatchState, withinEditDistance } from '../../shared/rules/fuzzy-match'

describe('withinEditDistance (Levenshtein ≤ 1, SPEC §5)', () => {
  it.each([
    ['town', 'town', true],
    ['town', 'towm', true], // substitution
    ['town', 'tow', true], // deletion
    ['town', 'towns', true], // insertion
    ['town', 'tonw', false], // a transposition is two edits
    ['town', 'taxi', false],
    ['', 'a', true],
    ['', 'ab', false],
    ['highlights', 'hihglights', false],
    ['highlights', 'higlights', true],
    ['café', 'cafe', true],
  ])('%s ~ %s → %s', (a, b, expected) => {
    expect(withinEditDistance(a, b)).toBe(expected)
  })

  it('allows a wider distance when asked', () => {
    expect(withinEditDistance('town', 'tonw', 2)).toBe(true)
  })
})

describe('titleMatchState', () => {
  const title = 'Highlights: Town v Derby'
  it.each<[string, TitleMatchState]>([
    ['', 'emptyTerm'],
    ['  ', 'emptyTerm'],
    ['?!', 'emptyTerm'],
    ['highlights', 'exact'],
    ['HIGHLIGHTS derby', 'exact'],
    ['higlights', 'fuzzy'],
    ['derbi town', 'fuzzy'],
    ['derby hull', 'noMatch'],
    ['hilites', 'noMatch'],
  ])('%j → %s', (term, expected) => {
    expect(titleMatchState(title, term)).toBe(expected)
  })
})

describe('searchWords', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['Town v Derby!', ['town', 'v', 'derby']],
    ['  NEAR(a b) ', ['near', 'a', 'b']],
    ['café 2025', ['café', '2025']],
  ])('%j → %j', (text, expected) => {
    expect(searchWords(text)).toEqual(expected)
  })

  it('SPEC §5 sets no length rule: any length is read, but only its first 32 words', () => {
    const words = Array.from({ length: 500 }, (_, i) => `w${i}`)
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, 32))
    expect(searchWords('x'.repeat(100_000))).toEqual(['x'.repeat(100_000)])
  })
})
