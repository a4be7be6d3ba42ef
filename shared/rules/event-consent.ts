/**
 * What the server stores of a tracking event, by the analytics consent it
 * reads from the visitor's own cookies (SPEC §3 tracking event, §4.7): the
 * browser's word on consent is never taken. Without analytics consent the
 * session and sign-on ids are 'no tracking'; an advert event's
 * userAllowTracking (§3 advert event) says whether there was consent, whatever
 * the browser sent, and so does the field on any other event that carries it.
 */
import { ADVERT_ACTIONS } from '../schemas/tracking'
import { type CookieConsent, NO_TRACKING, trackingState } from './cookie-consent'

interface ConsentFields {
  action: string
  sessionID: string
  ssoID: string
  data: Record<string, unknown>
}

export function withServerConsent<E extends ConsentFields>(event: E, consent: CookieConsent): E {
  const tracking = trackingState(consent) === 'tracking'
  const ids = tracking ? {} : { sessionID: NO_TRACKING, ssoID: NO_TRACKING }
  const stamped = ADVERT_ACTIONS.includes(event.action) || 'userAllowTracking' in event.data
  return { ...event, ...ids, data: stamped ? { ...event.data, userAllowTracking: tracking } : event.data }
}
