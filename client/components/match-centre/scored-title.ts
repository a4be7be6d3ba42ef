import { scoredMatchTitle } from '../../../shared/rules/page-title'

/**
 * Issue 21 §2: the tab shows the score the page shows (held like the page). The title's own text node is
 * changed, not document.title: React keeps that node and writes the next page's title into it as usual.
 * Loaded after the page's first paint (issue 22 §3 budgets). Returns how to put the plain title back.
 */
export function showScoreInTitle(home: string, away: string, homeScore: number, awayScore: number): () => void {
  const text = document.head.querySelector('title')?.firstChild
  if (!(text instanceof Text)) return () => undefined
  const plain = text.data
  const scored = scoredMatchTitle(plain, home, away, homeScore, awayScore)
  text.data = scored
  return () => {
    // A navigation has written the next page's title already: leave it.
    if (text.data === scored) text.data = plain
  }
}
