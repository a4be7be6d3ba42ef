/**
 * What the site tells the event log and the tag manager about adverts and
 * routes, and when (SPEC §3 tracking event and advert event, §4.7 cookie
 * consent, §7 event log and tag-manager data layer, §9.4 route analytics).
 *
 * Our reading where the spec is silent:
 * - Route analytics (pageView) go to the event log only with analytics consent
 *   (§4.7 "tracking starts at load" only then).
 * - Advert impressions and clicks always go to the event log, because the club
 *   owes its advertisers the counts; without analytics consent they go
 *   anonymously: sessionID and ssoID are 'no tracking' (§3) and
 *   userAllowTracking is false. Nothing else about the visitor is added.
 * - The data layer (adLoad when an advert is put in its slot, adClick on a
 *   click, both with advertName) is a marketing tool: only with marketing consent.
 * When an advert counts as seen is ./advert-impression.ts.
 */
import { type CookieConsent, NO_TRACKING, trackingState } from './cookie-consent'
import type { PageAdvertPlacement } from './page-advert'

/** Where an advert was shown. Advert ids are per kind of advert, so the report keeps kinds apart. */
export type AdvertPlacement = 'footer' | 'footerSlot1' | 'footerSlot2' | 'footerSlot3' | 'aggregatedFeed' | PageAdvertPlacement
/**
 * The tables advert ids come from: footer (v1), slot adverts, and the adverts table's two kinds,
 * aggregated-feed adverts and "Advert (other)" (SPEC §3; the in-page banners of ./page-advert.ts).
 */
export type AdvertKind = 'footer' | 'slot' | 'feed' | 'other'

const KIND_OF_PLACEMENT: Record<AdvertPlacement, AdvertKind> = {
  footer: 'footer',
  footerSlot1: 'slot',
  footerSlot2: 'slot',
  footerSlot3: 'slot',
  aggregatedFeed: 'feed',
  'news-article': 'other',
  matches: 'other',
}

export function advertKindOf(placement: AdvertPlacement): AdvertKind {
  return KIND_OF_PLACEMENT[placement]
}

/** The advert as the page shows it; refs are '' for kinds that have none (§3 v1 and feed adverts). */
export interface TrackedAdvert {
  placement: AdvertPlacement
  advertID: number
  advertName: string
  advertRef: string
  campaignRef: string
  /** The advert's destination. */
  url: string
}

/** The moments of an advert's life the site reports. */
export type AdvertMoment = 'loaded' | 'seen' | 'clicked'
export type EventIdentity = 'full' | 'anonymous'

export interface AdvertTrackingPlan {
  /** The event-log action to send, and with whose ids; null sends nothing. */
  eventLog: { action: 'advertImpression' | 'advertClick'; identity: EventIdentity } | null
  /** The tag-manager event to push; null pushes nothing. */
  dataLayer: 'adLoad' | 'adClick' | null
}

export function advertTrackingPlan(moment: AdvertMoment, consent: CookieConsent): AdvertTrackingPlan {
  const identity: EventIdentity = trackingState(consent) === 'tracking' ? 'full' : 'anonymous'
  const marketing = consent.given && consent.marketing
  switch (moment) {
    case 'loaded':
      return { eventLog: null, dataLayer: marketing ? 'adLoad' : null }
    case 'seen':
      return { eventLog: { action: 'advertImpression', identity }, dataLayer: null }
    case 'clicked':
      return { eventLog: { action: 'advertClick', identity }, dataLayer: marketing ? 'adClick' : null }
  }
}

/** SPEC §9.4: the route analytics event, 250 ms after a route change, with analytics consent only (§4.7). */
export function routeAnalyticsPlan(consent: CookieConsent): 'send' | 'skip' {
  return trackingState(consent) === 'tracking' ? 'send' : 'skip'
}

export interface EventIds {
  sessionID: string
  ssoID: string
  userAllowTracking: boolean
}

/** SPEC §3: without consent the session and sign-on ids are 'no tracking'. */
export function eventIds(identity: EventIdentity, visitor: { sessionID: number; ssoID: string }): EventIds {
  if (identity === 'anonymous') return { sessionID: NO_TRACKING, ssoID: NO_TRACKING, userAllowTracking: false }
  return { sessionID: visitor.sessionID > 0 ? String(visitor.sessionID) : '', ssoID: visitor.ssoID, userAllowTracking: true }
}

/**
 * The data of a §3 advert event. sessionID and ssoID travel in the event itself
 * (the envelope every event has), so they are not repeated here; `path` is the
 * page the advert was on and advertKind tells the report which table advertID is from.
 */
export function advertEventData(advert: TrackedAdvert, context: { timestamp: Date; path: string; userAllowTracking: boolean }) {
  return {
    advertID: advert.advertID,
    advertName: advert.advertName,
    advertRef: advert.advertRef,
    campaignRef: advert.campaignRef,
    advertKind: advertKindOf(advert.placement),
    placement: advert.placement,
    timestamp: context.timestamp.toISOString(),
    url: advert.url,
    path: context.path,
    userAllowTracking: context.userAllowTracking,
  }
}
