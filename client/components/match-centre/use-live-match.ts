import { useEffect, useRef, useState } from 'react'
import { LIVE_POLL_MS, livePolling, type MatchPhase, matchPhase } from '../../../shared/rules/match-phase'
import { MATCH_CLOCK_TICK_MS } from '../../../shared/timing'
import type { MatchLiveState } from '../../../shared/types/football'

/**
 * The live part of a match: starts from the server-rendered state, then polls
 * GET /api/matches/{id}/live every 15 s while the match is live (or about to kick off) and the tab
 * is visible (SPEC §2.1: the match centre updates without a reload). A failed poll keeps the last state.
 *
 * The phase is worked out against a clock that moves: the server's time for the first render (so
 * hydration matches), then the browser's, re-read every few seconds while the match has not started.
 * A page opened before kick-off therefore starts polling near kick-off and goes live by itself.
 */
export function useLiveMatch(
  initial: MatchLiveState,
  kickoffIso: string,
  serverNowIso: string,
): { live: MatchLiveState; writtenAt: number; phase: MatchPhase } {
  const [state, setState] = useState({ live: initial, writtenAt: Date.parse(serverNowIso) })
  const [now, setNow] = useState(serverNowIso)
  const [visible, setVisible] = useState(true)
  const wasPaused = useRef(false)
  const phase = matchPhase(state.live.status, kickoffIso, now)
  const polling = livePolling(phase, visible, kickoffIso, now)
  // Only an upcoming match reads the clock (matchPhase and livePolling ignore it otherwise).
  const clockMatters = state.live.status === 'upcoming'

  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible')
    onChange()
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])

  useEffect(() => {
    if (!clockMatters) return
    const tick = () => setNow(new Date().toISOString())
    tick()
    const timer = window.setInterval(tick, MATCH_CLOCK_TICK_MS)
    return () => window.clearInterval(timer)
  }, [clockMatters])

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
        // Issue 21 §2: when the answer was written, on the server's clock (rounded up: never shown early).
        const served = Date.parse(response.headers.get('Date') ?? '')
        const writtenAt = Number.isFinite(served) ? served + 999 : Date.now()
        if (body.data?.attributes) setState({ live: body.data.attributes, writtenAt })
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

  return { live: state.live, writtenAt: state.writtenAt, phase }
}
