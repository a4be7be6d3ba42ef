import { useEffect, useRef, useState } from 'react'
import type { MatchLiveState } from '../../../shared/types/football'

// Issue 22 §3: the decision loads while the match is live; until it is here (long before a player plays,
// which brings the playback clock anyway), nothing is held.
let decision: typeof import('./spoiler-decision') | null = null

/** How often a held update is looked at again against the playback (a goal shows within this of its moment). */
const RECHECK_MS = 500

export interface TimedMatchState {
  state: MatchLiveState
  /** When the state was written (server clock, ms): a pushed message's time, a poll answer's Date. */
  writtenAt: number
}

/**
 * No spoilers (issue 21 §2): what the match centre shows of the live match, given every state it received.
 * While this browser plays one of the match's live streams (any tab: client/player/playback-clock.ts),
 * each update waits until the playback reaches the moment it was written; with 'Show scores as they happen'
 * on, or nothing playing, the newest shows at once. The rule is shared/rules/spoiler-hold.ts.
 */
export function useSpoilerGate(
  latest: TimedMatchState,
  streamIds: readonly string[],
  live: boolean,
  showAsTheyHappen: boolean,
): { shown: MatchLiveState; held: number } {
  const received = useRef<TimedMatchState[]>([latest])
  const [, setSeen] = useState('')
  const last = received.current[received.current.length - 1]
  // A poll answers with a new object every round; only a state that says something new waits its turn.
  if (last.state !== latest.state && JSON.stringify(last.state) !== JSON.stringify(latest.state)) received.current.push(latest)

  const ids = streamIds.join(',')
  const decide = () => {
    const writtenAt = received.current.map((item) => item.writtenAt)
    if (!decision) return { index: writtenAt.length - 1, held: 0 }
    return decision.spoilerDecision(writtenAt, ids ? ids.split(',') : [], showAsTheyHappen)
  }
  const { index, held } = decide()
  // What was shown can never come back: only the shown state and those still held are kept.
  if (index > 0) received.current = received.current.slice(index)

  const watching = live && ids !== ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: decide reads the refs and the switch of this render.
  useEffect(() => {
    if (!watching) return
    void import('./spoiler-decision').then((loaded) => {
      decision = loaded
      loaded.listenForPlayback()
    })
    // Renders again only when what shows, or whether anything waits, changes (not every tick).
    const timer = window.setInterval(() => {
      const next = decide()
      setSeen(`${next.index > 0 ? received.current[next.index].writtenAt : 0}:${next.held}`)
    }, RECHECK_MS)
    return () => window.clearInterval(timer)
  }, [watching, ids, showAsTheyHappen])

  return { shown: received.current[0].state, held }
}
