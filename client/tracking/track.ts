/**
 * The small, always-loaded door to the event sender (event-sender.ts), which
 * loads on first use so no page's first JavaScript carries it. Once loaded it
 * is called synchronously: a click's beacon must leave before a navigation
 * that follows it. Advert slots load it as soon as an advert is shown, long
 * before it can be clicked. SPEC §8.3: a failure is logged, never thrown.
 */
import type { AdvertMoment, TrackedAdvert } from '../../shared/rules/advert-tracking'
import type { PlayerErrorReport } from '../../shared/rules/player-error-event'
import type { AppState } from '../state/app-store'

type Sender = typeof import('./event-sender')

let sender: Sender | null = null
let loading: Promise<Sender> | null = null

function withSender(use: (loaded: Sender) => void): void {
  try {
    if (sender) {
      use(sender)
      return
    }
    loading ??= import('./event-sender').then((loaded) => (sender = loaded))
    loading.then(use).catch((err: unknown) => {
      loading = null // the next event tries again (a chunk can fail on a flaky connection)
      console.warn('event tracking failed', err instanceof Error ? err.message : String(err))
    })
  } catch (err) {
    console.warn('event tracking failed', err instanceof Error ? err.message : String(err))
  }
}

export function trackAdvert(store: AppState, moment: AdvertMoment, advert: TrackedAdvert): void {
  withSender((loaded) => loaded.trackAdvert(store, moment, advert))
}

export function trackRoute(store: AppState, path: string): void {
  withSender((loaded) => loaded.trackRoute(store, path))
}

/** Issue 21 §7: a player's failure, stall or time to first frame (the caller checked consent). */
export function trackPlayerError(report: PlayerErrorReport): void {
  withSender((loaded) => loaded.trackPlayerError(report))
}
