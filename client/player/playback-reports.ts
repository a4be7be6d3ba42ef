/**
 * Issue 21 §7: what a player tells the operations view, through the tracking
 * client (client/tracking/track.ts, the events queue): a playback that
 * failed for good, a stall of more than 2 s, and the time from 'play' to the
 * first frame. Only with analytics consent, and with nothing personal: the
 * stream, the kind and milliseconds (shared/rules/player-error-event.ts).
 * A player calls usePlaybackReports(mediaRef, streamId) once; failures come
 * from attachStream (hls-stream.ts) as a 'clubstreamfailure' event on the
 * media element (stream-failure-event.ts), so every engine reports the same way.
 */
import { type RefObject, useEffect } from 'react'
import type { PlayerErrorKind } from '../../shared/rules/ops-figures'
import { type PlayerErrorReport, playerErrorPlan, reportedMs, stallWorthReporting } from '../../shared/rules/player-error-event'
import { useStore } from '../state/store-context'
import { trackPlayerError } from '../tracking/track'
import { STREAM_FAILURE_EVENT } from './stream-failure-event'

type Report = (kind: PlayerErrorKind, ms: number) => void

/** Listens to one media element; the returned function stops (and reports a stall still going past 2 s). */
export function watchPlayback(media: HTMLMediaElement, report: Report): () => void {
  let playAt: number | null = null
  let firstFrameSeen = false
  let stalledAt: number | null = null
  const endStall = () => {
    if (stalledAt !== null && stallWorthReporting(performance.now() - stalledAt)) report('stall', performance.now() - stalledAt)
    stalledAt = null
  }
  const handlers: Record<string, () => void> = {
    // A new source (a renewed grant re-attaching) starts the count again.
    emptied: () => {
      playAt = null
      firstFrameSeen = false
      stalledAt = null
    },
    play: () => {
      if (!firstFrameSeen && playAt === null) playAt = performance.now()
    },
    playing: () => {
      if (!firstFrameSeen && playAt !== null) report('firstFrame', performance.now() - playAt)
      firstFrameSeen = true
      endStall()
    },
    waiting: () => {
      if (firstFrameSeen && stalledAt === null) stalledAt = performance.now()
    },
    pause: endStall,
    [STREAM_FAILURE_EVENT]: () => {
      endStall()
      report('playbackFailure', 0)
    },
  }
  for (const [name, handler] of Object.entries(handlers)) media.addEventListener(name, handler)
  return () => {
    endStall()
    for (const [name, handler] of Object.entries(handlers)) media.removeEventListener(name, handler)
  }
}

/** One line in a player: its media element and the stream it plays (an asset or entry id; null: nothing). */
export function usePlaybackReports(media: RefObject<HTMLMediaElement | null>, streamId: string | null): void {
  const store = useStore()
  useEffect(() => {
    const element = media.current
    if (!element || !streamId) return
    return watchPlayback(element, (kind, ms) => {
      // Consent is read at the moment of the report: given or withdrawn mid-match, it counts from then.
      if (playerErrorPlan(store.ui.cookiesConsent) !== 'send') return
      const report: PlayerErrorReport = { kind, streamId, value: reportedMs(ms) }
      trackPlayerError(report)
    })
  }, [media, streamId, store])
}
