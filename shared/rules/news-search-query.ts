/**
 * SPEC §4.9, §5, §7 news search: the FTS5 MATCH expression for a visitor's
 * term. The term is user input, so it is never passed to MATCH as written:
 * it is cut into words (letters and digits, as FTS5's unicode61 tokenizer
 * sees them) and every word or quoted phrase goes in as an FTS5 string, so
 * AND, OR, NOT, NEAR, '*', ':', '^' and parentheses are just text.
 */

/** More words than this add nothing to a search box query but cost work. */
export const MAX_SEARCH_WORDS = 32

export type NewsSearchMatch =
  /** SPEC §5: an empty term (or one with no words in it) is a match-everything condition. */
  { kind: 'matchEverything' } | { kind: 'match'; expression: string; phrases: string[][] }

/**
 * Splits a term into phrases: text between a pair of double quotes is one
 * phrase (SPEC §5: exact-match mode wraps the term in quotes); every other
 * word is a phrase of its own. An unpaired quote is ignored.
 */
export function searchPhrases(term: string): string[][] {
  const parts = term.split('"')
  // An even number of parts means an odd number of quotes: the last one has no partner.
  const paired = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), `${parts.at(-2)} ${parts.at(-1)}`]
  const phrases: string[][] = []
  let budget = MAX_SEARCH_WORDS
  paired.forEach((part, index) => {
    // SPEC §5 sets no length rule, so the rest of a very long term is skipped once the budget is spent.
    if (budget === 0) return
    const found = (part.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, budget)
    budget -= found.length
    if (found.length === 0) return
    if (index % 2 === 1) phrases.push(found)
    else for (const w of found) phrases.push([w])
  })
  return phrases
}

/** An FTS5 string literal: double quotes around, any inner quote doubled. */
export function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`
}

/** The MATCH expression: every phrase must be present (AND), each phrase as an exact sequence. */
export function newsSearchMatch(term: string): NewsSearchMatch {
  const phrases = searchPhrases(term)
  if (phrases.length === 0) return { kind: 'matchEverything' }
  return { kind: 'match', expression: phrases.map((p) => ftsString(p.join(' '))).join(' AND '), phrases }
}

/** SPEC §2.5: 'Exact Matches' wraps the term in quotes; 'All results' sends it as typed. */
export type SearchFilter = 'all' | 'exact'

export function termForFilter(term: string, filter: SearchFilter): string {
  const trimmed = term.trim()
  if (filter === 'all' || trimmed === '') return trimmed
  return `"${trimmed.replaceAll('"', ' ').trim()}"`
}
