import { useEffect, useState } from 'react'

/** SPEC §4.9: the term is searched once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300

/** SPEC §4.9 typing: the value once it has been still for `delayMs`, so a search runs per pause, not per key. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/** SPEC §9.4 fetch minimum delay: the loader stays at least this long, so it never flickers. */
export const FETCH_MIN_DELAY_MS = 200

export function atLeast<T>(work: Promise<T>, ms: number = FETCH_MIN_DELAY_MS): Promise<T> {
  return Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]).then(([value]) => value)
}
