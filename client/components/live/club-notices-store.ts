import { useSyncExternalStore } from 'react'
import type { MatchNotice } from '../../../shared/types/match-notice'

/**
 * Issue 21 §6: the club's notices the page holds now (the match centre's or
 * the live player page's, pushed ones included), for the players that open
 * over the page (the video overlay, the audio bar), which have no page data
 * of their own. One page at a time: the page sets them, and clears them as it goes.
 */
const EMPTY: readonly MatchNotice[] = []
let current: readonly MatchNotice[] = EMPTY
const listeners = new Set<() => void>()

export function setClubNotices(notices: readonly MatchNotice[]): void {
  current = notices
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useClubNotices(): readonly MatchNotice[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => EMPTY,
  )
}
