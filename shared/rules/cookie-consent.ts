/**
 * SPEC §4.7 cookie notice and §9.4/§9.5 consent cookies: shown unless
 * cookie_consent_given is true; Accept All enables analytics, marketing and
 * personalisation, Only Essential disables all three; both set the cookies
 * for 60 days. Categories are all false until consent (§4.2).
 */

export const CONSENT_GIVEN_COOKIE = 'cookie_consent_given'
export const CONSENT_CATEGORIES_COOKIE = 'cookie_consent_categories'
/** SPEC §9.4: 60 days. */
export const CONSENT_MAX_AGE_SECONDS = 5_184_000

export interface CookieCategories {
  analytics: boolean
  marketing: boolean
  personalisation: boolean
}

export interface CookieConsent extends CookieCategories {
  given: boolean
}

export const NO_CONSENT: CookieConsent = { given: false, analytics: false, marketing: false, personalisation: false }

export type ConsentChoice = 'acceptAll' | 'onlyEssential'

export function categoriesFor(choice: ConsentChoice): CookieCategories {
  const on = choice === 'acceptAll'
  return { analytics: on, marketing: on, personalisation: on }
}

/** The categories cookie's value: 'analytics.marketing' lists the granted ones; '' grants none. */
export function serializeCategories(categories: CookieCategories): string {
  return (['analytics', 'marketing', 'personalisation'] as const).filter((k) => categories[k]).join('.')
}

/**
 * Reads the two consent cookies. Anything but exactly 'true' is no consent,
 * and an unknown category name grants nothing, so a hand-edited cookie can
 * only ever turn tracking off.
 */
export function readConsent(given: string | undefined, categories: string | undefined): CookieConsent {
  if (given !== 'true') return NO_CONSENT
  const granted = new Set((categories ?? '').split('.'))
  return {
    given: true,
    analytics: granted.has('analytics'),
    marketing: granted.has('marketing'),
    personalisation: granted.has('personalisation'),
  }
}

/** SPEC §4.7: tracking starts at load only when analytics consent was given. */
export type TrackingState = 'tracking' | 'notTracking'

export function trackingState(consent: CookieConsent): TrackingState {
  return consent.given && consent.analytics ? 'tracking' : 'notTracking'
}

/** SPEC §3 tracking event: session and sign-on ids are replaced by this without consent. */
export const NO_TRACKING = 'no tracking'
