import { useEffect, useRef, useState } from 'react'
import { LIVE_POLL_MS, livePolling, type MatchPhase } from '../../../shared/rules/match-phase'
import type { MatchLiveState } from '../../../shared/types/football'

/**
 * The live part of a match: starts from the server-rendered state, then polls
 * GET /api/matches/{id}/live every 15 s while the match is live and the tab is visible
 * (SPEC §2.1: the match centre updates without a reload). A failed poll keeps the last state.
 */
export function useLiveMatch(initial: MatchLiveState, phaseOf: (state: MatchLiveState) => MatchPhase): MatchLiveState {
  const [state, setState] = useState(initial)
  const [visible, setVisible] = useState(true)
  const wasPaused = useRef(false)
  const polling = livePolling(phaseOf(state), visible)

  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible')
    onChange()
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])

  useEffect(() => {
    if (polling === 'paused') wasPaused.current = true
    if (polling !== 'poll') return
    const controller = new AbortController()
    const poll = async () => {
      try {
        const response = await fetch(`/api/matches/${initial.id}/live`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) return
        const body = (await response.json()) as { data?: { attributes?: MatchLiveState } }
        if (body.data?.attributes) setState(body.data.attributes)
      } catch {
        // Offline or aborted: the next tick tries again.
      }
    }
    // Back from a hidden tab: catch up at once rather than a full interval later.
    if (wasPaused.current) void poll()
    wasPaused.current = false
    const timer = window.setInterval(poll, LIVE_POLL_MS)
    return () => {
      window.clearInterval(timer)
      controller.abort()
    }
  }, [polling, initial.id])

  return state
}
