import { describe, expect, it } from 'vitest'
import type { Locale } from '../../shared/types/news'
import { localisedLink, loginPageLink } from '../../shared/rules/localised-link'

describe('links from an Arabic page keep its reader in Arabic', () => {
  it.each<[string, string, Locale, string]>([
    ['an English page adds nothing', '/account/login?returnTo=%2Flive', 'en', '/account/login?returnTo=%2Flive'],
    ['the login page', '/account/login?returnTo=%2Flive', 'ar', '/account/login?returnTo=%2Flive&lang=ar'],
    ['a page without a query', '/videos/subscriptions', 'ar', '/videos/subscriptions?lang=ar'],
    ['the fragment stays last', '/videos/subscriptions#packages', 'ar', '/videos/subscriptions?lang=ar#packages'],
    ['a live player', '/live/audio/live-audio-commentary', 'ar', '/live/audio/live-audio-commentary?lang=ar'],
    ['the advertisers report', '/account/adverts-report?from=2026-11-01', 'ar', '/account/adverts-report?from=2026-11-01&lang=ar'],
    ['a lang it had is replaced, not doubled', '/account/login?lang=en&returnTo=%2F', 'ar', '/account/login?returnTo=%2F&lang=ar'],
    ['an English-only page is left alone', '/videos/faqs', 'ar', '/videos/faqs'],
    ['an unknown path is left alone', '/no/such/page', 'ar', '/no/such/page'],
    ['an outside address is left alone', 'https://shop.example/videos/subscriptions', 'ar', 'https://shop.example/videos/subscriptions'],
    ['a scheme-relative address is left alone', '//evil.example/account/login', 'ar', '//evil.example/account/login'],
    ['a mail link is left alone', 'mailto:help@example.com', 'ar', 'mailto:help@example.com'],
  ])('%s', (_, link, locale, expected) => {
    expect(localisedLink(link, locale)).toBe(expected)
  })
})

describe('the login page link comes back to the page, in its language', () => {
  it.each<[string, string, Locale, string]>([
    ['an English live page', '/live/audio/live-audio-commentary', 'en', '/account/login?returnTo=%2Flive%2Faudio%2Flive-audio-commentary'],
    [
      'an Arabic live page returns to the Arabic page',
      '/live/video/live-match-video?lang=ar',
      'ar',
      '/account/login?returnTo=%2Flive%2Fvideo%2Flive-match-video%3Flang%3Dar&lang=ar',
    ],
    ['an Arabic article', '/news/town-arabic-welcome', 'ar', '/account/login?returnTo=%2Fnews%2Ftown-arabic-welcome&lang=ar'],
    [
      'a one-off notice is not returned to',
      '/live/audio/x?loginSuccess=true&lang=ar',
      'ar',
      '/account/login?returnTo=%2Flive%2Faudio%2Fx%3Flang%3Dar&lang=ar',
    ],
    ['a foreign here returns home', '//evil.example/', 'ar', '/account/login?returnTo=%2F&lang=ar'],
  ])('%s', (_, here, locale, expected) => {
    expect(loginPageLink(here, locale)).toBe(expected)
  })
})
