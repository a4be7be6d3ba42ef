/**
 * Document title with the configured prefix (SPEC §3 web settings:
 * page-title prefixes): "Ipswich Town | News"; the home page is the prefix alone.
 */
export function composePageTitle(prefix: string, title: string | null): string {
  const trimmed = title?.trim()
  return trimmed ? `${prefix} | ${trimmed}` : prefix
}

/**
 * Issue 21 §2: a live or finished match's tab shows its score ('Town 1–0 City' for 'Town v City'), from
 * the score the match centre shows (held for a supporter whose stream has not reached it: no spoiler in
 * the tab either). A title without the fixture in it stays as it is.
 */
export function scoredMatchTitle(title: string, home: string, away: string, homeScore: number, awayScore: number): string {
  const fixture = `${home} v ${away}`
  return title.includes(fixture) ? title.replace(fixture, `${home} ${homeScore}–${awayScore} ${away}`) : title
}
