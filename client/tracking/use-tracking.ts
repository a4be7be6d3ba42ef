import { useEffect } from 'react'
import { trackingState } from '../../shared/rules/cookie-consent'
import type { TrackingEvent } from '../../shared/schemas/tracking'
import { deviceSessionId } from '../account/device-session'
import type { AppState } from '../state/app-store'
import { ROUTE_EVENT_DELAY_MS } from '../../shared/timing'

const randomId = () => 1 + Math.floor(Math.random() * 1_000_000)

function pageViewEvent(store: AppState, path: string): TrackingEvent {
  return {
    channel: 'web',
    domain: location.hostname,
    logId: randomId(),
    screenSize: `${window.screen.width}x${window.screen.height}`,
    ssoVendor: 'embedded',
    userAgent: navigator.userAgent.slice(0, 512),
    sessionID: String(store.user.sessionID),
    ssoID: store.user.ssoID,
    action: 'pageView',
    data: { path },
  }
}

/**
 * SPEC §4.7: with analytics consent, tracking starts at load and every page
 * change posts a page view to the event log; without it nothing is sent.
 * Failures are logged only (§8.3).
 */
export function useTracking(store: AppState, pageUrl: string, analytics: boolean): void {
  useEffect(() => {
    // SPEC §3: one session id per device (the login check sets it; this keeps events right without it).
    if (store.user.sessionID === 0) store.user.sessionID = deviceSessionId()
  }, [store])
  useEffect(() => {
    if (trackingState({ ...store.ui.cookiesConsent, analytics }) !== 'tracking') return
    const timer = setTimeout(() => {
      fetch('/api/events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(pageViewEvent(store, pageUrl)),
        keepalive: true,
      }).catch((err: unknown) => console.warn('event tracking failed', err instanceof Error ? err.message : String(err)))
    }, ROUTE_EVENT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [store, pageUrl, analytics])
}
