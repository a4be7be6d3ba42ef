/**
 * SPEC §5: video title search (second provider) matches fuzzily with edit
 * distance 1. Every word of the term must be within one edit (insertion,
 * deletion or substitution) of some word of the title, case-insensitively.
 */

import { MAX_SEARCH_WORDS } from './news-search-query'

export const TITLE_EDIT_DISTANCE = 1

export type TitleMatchState = 'emptyTerm' | 'exact' | 'fuzzy' | 'noMatch'

/**
 * Words as the title search sees them: letters and digits, lower-cased, accents kept; only the
 * first MAX_SEARCH_WORDS, read lazily, so a term of any length (SPEC §5: no length rule) costs little.
 */
export function searchWords(text: string): string[] {
  const words: string[] = []
  for (const match of text.toLocaleLowerCase('en-GB').matchAll(/[\p{L}\p{N}]+/gu)) {
    words.push(match[0])
    if (words.length === MAX_SEARCH_WORDS) break
  }
  return words
}

/** Whether the Levenshtein distance between a and b is at most `max`, without filling a whole matrix. */
export function withinEditDistance(a: string, b: string, max: number = TITLE_EDIT_DISTANCE): boolean {
  const x = Array.from(a)
  const y = Array.from(b)
  if (Math.abs(x.length - y.length) > max) return false
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i += 1) {
    const row = [i]
    let best = i
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      row.push(value)
      best = Math.min(best, value)
    }
    // Every cell of the row is over the limit: no later row can come back under it.
    if (best > max) return false
    previous = row
  }
  return previous[y.length]! <= max
}

/** SPEC §5: an empty term matches everything; otherwise each term word needs a title word within one edit. */
export function titleMatchState(title: string, term: string): TitleMatchState {
  const wanted = searchWords(term)
  if (wanted.length === 0) return 'emptyTerm'
  const words = searchWords(title)
  let exact = true
  for (const word of wanted) {
    if (words.includes(word)) continue
    if (!words.some((candidate) => withinEditDistance(word, candidate))) return 'noMatch'
    exact = false
  }
  return exact ? 'exact' : 'fuzzy'
}

export function titleMatches(title: string, term: string): boolean {
  return titleMatchState(title, term) !== 'noMatch'
}
