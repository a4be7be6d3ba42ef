/**
 * The browser's side of the event log (SPEC §3 tracking event, §7 event log and
 * tag-manager data layer; issue 12 §3), loaded on demand (track.ts) so no page
 * carries it before it has something to send. What is sent, and with whose
 * ids, is decided by shared/rules/advert-tracking.ts.
 *
 * Events wait a moment so those of one scroll go in one POST; a click goes at
 * once, and whatever waits goes when the page is hidden or left. Bodies go
 * with navigator.sendBeacon as text/plain JSON (no preflight, and the browser
 * delivers it even when the click navigates away), with fetch keepalive where
 * the beacon is refused. SPEC §8.3: failures are logged only.
 */
import {
  type AdvertMoment,
  advertEventData,
  advertTrackingPlan,
  type EventIdentity,
  eventIds,
  routeAnalyticsPlan,
  type TrackedAdvert,
} from '../../shared/rules/advert-tracking'
import { eventBatches } from '../../shared/rules/event-batches'
import type { PlayerErrorReport } from '../../shared/rules/player-error-event'
import type { TrackingEvent } from '../../shared/schemas/tracking'
import type { AppState } from '../state/app-store'

const ENDPOINT = '/api/events'
/** Our choice: impressions of one scroll, and the page view, share a POST. */
const BATCH_DELAY_MS = 1000

const queue: TrackingEvent[] = []
let timer: ReturnType<typeof setTimeout> | null = null

const randomLogId = () => 1 + Math.floor(Math.random() * 1_000_000)

/** The §3 fields every event carries. */
function envelope(store: AppState, action: TrackingEvent['action'], identity: EventIdentity, data: TrackingEvent['data']): TrackingEvent {
  const ids = eventIds(identity, store.user)
  return {
    eventID: crypto.randomUUID(),
    channel: 'web',
    domain: location.hostname,
    logId: randomLogId(),
    screenSize: `${window.screen.width}x${window.screen.height}`,
    ssoVendor: store.chrome.signOn,
    userAgent: navigator.userAgent.slice(0, 512),
    sessionID: ids.sessionID,
    ssoID: ids.ssoID,
    action,
    data,
  }
}

export function trackAdvert(store: AppState, moment: AdvertMoment, advert: TrackedAdvert): void {
  const plan = advertTrackingPlan(moment, store.ui.cookiesConsent)
  if (plan.dataLayer) pushToDataLayer({ event: plan.dataLayer, advertName: advert.advertName })
  if (!plan.eventLog) return
  const { userAllowTracking } = eventIds(plan.eventLog.identity, store.user)
  const data = advertEventData(advert, { timestamp: new Date(), path: location.pathname.slice(0, 512), userAllowTracking })
  enqueue(envelope(store, plan.eventLog.action, plan.eventLog.identity, data), moment === 'clicked')
}

/** SPEC §9.4 route analytics (the caller waits the 250 ms). */
export function trackRoute(store: AppState, path: string): void {
  if (routeAnalyticsPlan(store.ui.cookiesConsent) === 'skip') return
  enqueue(envelope(store, 'pageView', 'full', { path: path.slice(0, 512) }), false)
}

/**
 * Issue 21 §7: a player error for the operations view, sent with the next batch. It carries no id of the
 * visitor, no browser and no screen (the server keeps only the stream, its country, the kind and the
 * milliseconds: shared/rules/player-error-event.ts); the §3 fields the schema asks for are left empty.
 */
export function trackPlayerError(report: PlayerErrorReport): void {
  enqueue(
    {
      eventID: crypto.randomUUID(),
      channel: 'web',
      domain: location.hostname,
      logId: randomLogId(),
      screenSize: '0x0',
      ssoVendor: '',
      userAgent: '',
      sessionID: '',
      ssoID: '',
      action: 'playerError',
      data: { kind: report.kind, streamId: report.streamId, value: report.value },
    },
    report.kind === 'playbackFailure',
  )
}

function enqueue(event: TrackingEvent, now: boolean): void {
  queue.push(event)
  if (now) flush()
  else timer ??= setTimeout(flush, BATCH_DELAY_MS)
}

function flush(): void {
  if (timer !== null) clearTimeout(timer)
  timer = null
  if (queue.length === 0) return
  const { bodies, dropped } = eventBatches(queue.splice(0))
  if (dropped > 0) console.warn('event tracking: events too large to send were dropped', dropped)
  for (const body of bodies) send(body)
}

function send(body: string): void {
  try {
    // A string body goes as text/plain;charset=UTF-8: no CORS preflight, and the server reads it as JSON.
    if (navigator.sendBeacon?.(ENDPOINT, body)) return
  } catch {
    // A beacon the browser refuses outright falls through to fetch.
  }
  fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body, keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn('event tracking failed', response.status)
    })
    .catch((err: unknown) => console.warn('event tracking failed', err instanceof Error ? err.message : String(err)))
}

interface DataLayerWindow {
  dataLayer?: Array<Record<string, unknown>>
}

/** The tag manager reads window.dataLayer, whether it loaded before or after the push. */
function pushToDataLayer(entry: Record<string, unknown>): void {
  const target = window as unknown as DataLayerWindow
  target.dataLayer ??= []
  target.dataLayer.push(entry)
}

// Whatever is waiting leaves with the page: hidden (tab switch, app switch on a phone) or gone.
addEventListener('pagehide', flush)
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush()
})
