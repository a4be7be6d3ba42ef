import { describe, expect, it } from 'vitest'
import { type TitleMatchState, titleMatchState, withinEditDistance } from '../../shared/rules/fuzzy-match'

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
