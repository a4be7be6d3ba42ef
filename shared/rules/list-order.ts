/**
 * Issue 19 §3: blocks of a page and entries of a menu are put in order by drag and by keyboard
 * (Move up / Move down). One rule for both, and for both ways of moving: where an item lands.
 */
export type MoveOutcome = 'moved' | 'unchanged'

/** The list with the item at `from` moved to `to` (clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): { outcome: MoveOutcome; items: T[] } {
  const target = Math.max(0, Math.min(items.length - 1, to))
  if (from < 0 || from >= items.length || target === from) return { outcome: 'unchanged', items: [...items] }
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved as T)
  return { outcome: 'moved', items: next }
}

/** What a screen reader hears after a move: 'Heading moved to position 2 of 5'. */
export function moveAnnouncement(label: string, position: number, count: number): string {
  return `${label} moved to position ${position} of ${count}`
}
