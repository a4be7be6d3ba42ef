/**
 * A table's scroll box on a phone (issue 19 §1, accessibility): a region that
 * scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable),
 * even when the table holds nothing focusable (a league table, a report). Named
 * so a screen reader says what the stop is.
 */
export function scrollRegion(label: string) {
  return { role: 'region', 'aria-label': label, tabIndex: 0 } as const
}
