import { describe, expect, it } from 'vitest'
import { categoriesFor, readConsent, serializeCategories, trackingState } from '../../shared/rules/cookie-consent'

describe('cookie consent (SPEC §4.7)', () => {
  it.each([
    [undefined, undefined, { given: false, analytics: false, marketing: false, personalisation: false }],
    ['false', 'analytics', { given: false, analytics: false, marketing: false, personalisation: false }],
    ['true', undefined, { given: true, analytics: false, marketing: false, personalisation: false }],
    ['true', '', { given: true, analytics: false, marketing: false, personalisation: false }],
    ['true', 'analytics.marketing.personalisation', { given: true, analytics: true, marketing: true, personalisation: true }],
    ['true', 'marketing', { given: true, analytics: false, marketing: true, personalisation: false }],
    ['true', 'everything.analytics', { given: true, analytics: true, marketing: false, personalisation: false }],
  ])('given %j, categories %j', (given, categories, expected) => {
    expect(readConsent(given, categories)).toEqual(expected)
  })

  it.each([
    ['acceptAll', 'analytics.marketing.personalisation'],
    ['onlyEssential', ''],
  ] as const)('%s writes %j', (choice, value) => {
    expect(serializeCategories(categoriesFor(choice))).toBe(value)
    expect(readConsent('true', value)).toEqual({ given: true, ...categoriesFor(choice) })
  })

  it.each([
    [readConsent(undefined, 'analytics'), 'notTracking'],
    [readConsent('true', ''), 'notTracking'],
    [readConsent('true', 'analytics'), 'tracking'],
  ] as const)('tracking state %#', (consent, state) => {
    expect(trackingState(consent)).toBe(state)
  })
})
