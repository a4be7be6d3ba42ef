import { useEffect, useState } from 'react'
import { FETCH_MIN_DELAY_MS } from '../../../shared/timing'

/** The term is searched once typing has paused this long (our choice: SPEC §4.9 gives no figure). */
export const SEARCH_DEBOUNCE_MS = 300

/** The value once it has been still for `delayMs`, so a search runs per pause, not per key. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/**
 * The term a search box searches: `term` once typing has paused, but '' at once when the box is
 * cleared, so clearing drops the results straight away and the next words wait for their own pause.
 */
export function useSettledTerm(term: string, delayMs: number = SEARCH_DEBOUNCE_MS): string {
  const cleared = term.trim() === ''
  const [settled, setSettled] = useState(term)
  useEffect(() => {
    if (cleared) {
      setSettled('')
      return
    }
    const timer = setTimeout(() => setSettled(term), delayMs)
    return () => clearTimeout(timer)
  }, [term, cleared, delayMs])
  return cleared ? '' : settled
}

export function atLeast<T>(work: Promise<T>, ms: number = FETCH_MIN_DELAY_MS): Promise<T> {
  return Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]).then(([value]) => value)
}
