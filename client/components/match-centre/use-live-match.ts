import { useCallback, useEffect, useRef, useState } from 'react'
import { LIVE_POLL_MS, livePolling, type MatchPhase, matchPhase } from '../../../shared/rules/match-phase'
import type { MatchNotice, MatchPushMessage } from '../../../shared/match-push'
import { MATCH_CLOCK_TICK_MS } from '../../../shared/timing'
import type { MatchLiveState } from '../../../shared/types/football'
import { setClubNotices } from '../live/club-notices-store'

/** What the match centre shows of a match as it is played: one object, so a gate (issue 21 §2) can sit between arrival and display. */
export interface LiveMatchView {
  /** The state with every change applied (the server's first, then each push or poll). */
  live: MatchLiveState
  /** When `live` was written, on the server's clock (ms): the newest push's `at`, or a poll answer's Date (issue 21 §2). */
  writtenAt: number
  phase: MatchPhase
  /** Pushed changes of events, score and status as they arrived, each with its `at` (the write's time), oldest first. */
  pushed: MatchPushMessage[]
  /** The club's notices for the match or its streams now (issue 21 §6), newest first. */
  notices: MatchNotice[]
  /** 'socket' while pushes arrive; 'poll' while the page reads GET /api/matches/{id}/live every 15 s; 'off' when neither is needed. */
  transport: 'socket' | 'poll' | 'off'
}

/** Enough for a match and its corrections; older arrivals are in `live` already. */
const PUSHED_KEPT = 200

/**
 * The live part of a match: starts from the server-rendered state, then
 * (issue 21 §1) opens the match's socket and applies what it pushes, while
 * the match is live or about to kick off. Without a socket (none in this
 * browser, failed, closed, reconnecting with backoff) it polls
 * GET /api/matches/{id}/live every 15 s while the tab is visible, as it did
 * before (SPEC §2.1: the match centre updates without a reload). A failed
 * poll keeps the last state.
 *
 * The phase is worked out against a clock that moves: the server's time for the first render (so
 * hydration matches), then the browser's, re-read every few seconds while the match has not started.
 * A page opened before kick-off therefore connects near kick-off and goes live by itself.
 */
export function useLiveMatch(
  initial: MatchLiveState,
  kickoffIso: string,
  serverNowIso: string,
  initialNotices: readonly MatchNotice[] = [],
): LiveMatchView {
  const [state, setState] = useState(initial)
  const [writtenAt, setWrittenAt] = useState(() => Date.parse(serverNowIso))
  const [pushed, setPushed] = useState<MatchPushMessage[]>([])
  const [notices, setNotices] = useState<MatchNotice[]>(() => [...initialNotices])
  const [socketUp, setSocketUp] = useState(false)
  const [now, setNow] = useState(serverNowIso)
  const [visible, setVisible] = useState(true)
  const wasPaused = useRef(false)
  const phase = matchPhase(state.status, kickoffIso, now)
  const polling = livePolling(phase, visible, kickoffIso, now)
  // The socket stays open in a hidden tab (an idle socket costs nothing); it is wanted whenever a poll would be.
  const socketWanted = polling !== 'off'
  // Only an upcoming match reads the clock (matchPhase and livePolling ignore it otherwise).
  const clockMatters = state.status === 'upcoming'
  // A whole state read (a poll, or the catch-up after a pruned log), with its time: set together, one render.
  const setRead = useCallback((read: TimedRead) => {
    setState(read.live)
    setWrittenAt(read.writtenAt)
  }, [])

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
    if (!socketWanted || typeof WebSocket === 'undefined') return
    const controller = new AbortController()
    let handle: { close(): void } | null = null
    // The socket's code loads once the page is up: none of it is needed for the first paint (issue 22 §3 budgets).
    void import('./match-socket').then(({ openMatchSocket, applyMatchPush, applyNoticePush, SINCE_MARGIN_MS }) => {
      if (controller.signal.aborted) return
      handle = openMatchSocket({
        matchId: initial.id,
        // What was written since the server read the page's state (a cached copy's too), less a margin for clocks.
        since: Date.parse(serverNowIso) - SINCE_MARGIN_MS,
        events: {
          onMessage: (message) => {
            setState((current) => applyMatchPush(current, message))
            // Set together with the state (one render): the spoiler gate pairs each state with its time.
            setWrittenAt((current) => Math.max(current, Date.parse(message.at) || Date.now()))
            setNotices((current) => applyNoticePush(current, message))
            if (message.type !== 'notice' && message.type !== 'notice-cleared')
              setPushed((current) => [...current, message].slice(-PUSHED_KEPT))
          },
          onReady: (complete) => {
            setSocketUp(true)
            // Something this page may not show was pruned from the room's log: read the whole state once.
            if (!complete) void readLive(initial.id, controller.signal).then((read) => read && setRead(read))
          },
          onDown: () => setSocketUp(false),
        },
      })
    })
    return () => {
      controller.abort()
      handle?.close()
      setSocketUp(false)
    }
  }, [socketWanted, initial.id, serverNowIso, setRead])

  // The players that open over the page show the same notices (issue 21 §6).
  useEffect(() => {
    setClubNotices(notices)
    return () => setClubNotices([])
  }, [notices])

  const pollNow = polling === 'poll' && !socketUp
  useEffect(() => {
    if (polling === 'paused') wasPaused.current = true
    if (!pollNow) return
    const controller = new AbortController()
    const poll = async () => {
      const read = await readLive(initial.id, controller.signal)
      if (read) setRead(read)
    }
    // Back from a hidden tab: catch up at once rather than a full interval later.
    if (wasPaused.current) void poll()
    wasPaused.current = false
    const timer = window.setInterval(poll, LIVE_POLL_MS)
    return () => {
      window.clearInterval(timer)
      controller.abort()
    }
  }, [pollNow, polling, initial.id, setRead])

  return { live: state, writtenAt, phase, pushed, notices, transport: socketUp ? 'socket' : socketWanted ? 'poll' : 'off' }
}

interface TimedRead {
  live: MatchLiveState
  writtenAt: number
}

/** GET /api/matches/{id}/live; null when it failed (offline, aborted, refused): the next tick tries again. */
async function readLive(id: number, signal: AbortSignal): Promise<TimedRead | null> {
  try {
    const response = await fetch(`/api/matches/${id}/live`, { signal, headers: { Accept: 'application/json' } })
    if (!response.ok) return null
    const body = (await response.json()) as { data?: { attributes?: MatchLiveState } }
    // Issue 21 §2: when the answer was read, on the server's clock (its Date, rounded up: never shown early).
    const served = Date.parse(response.headers.get('Date') ?? '')
    const live = body.data?.attributes
    return live ? { live, writtenAt: Number.isFinite(served) ? served + 999 : Date.now() } : null
  } catch {
    return null
  }
}
