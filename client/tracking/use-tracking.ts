import { useEffect } from 'react'
import { type CookieConsent, trackingState } from '../../shared/rules/cookie-consent'
import { ROUTE_EVENT_DELAY_MS } from '../../shared/timing'
import { deviceSessionId } from '../account/device-session'
import type { AppState } from '../state/app-store'
import { trackRoute } from './track'

/**
 * SPEC §9.4 route analytics: 250 ms after each route change (and after the
 * first load) a page view goes to the event log, only with analytics consent
 * (§4.7, shared/rules/advert-tracking.ts); consent given on this page sends one at once.
 */
export function useTracking(store: AppState, pageUrl: string, consent: CookieConsent): void {
  useEffect(() => {
    // SPEC §3: one session id per device (the login check sets it; this keeps events right without it).
    if (store.user.sessionID === 0) store.user.sessionID = deviceSessionId()
  }, [store])
  // The same §4.7 rule the sender's routeAnalyticsPlan applies; read here so nothing loads without consent.
  const tracking = trackingState(consent) === 'tracking'
  useEffect(() => {
    if (!tracking) return
    const timer = setTimeout(() => trackRoute(store, pageUrl), ROUTE_EVENT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [store, pageUrl, tracking])
}
