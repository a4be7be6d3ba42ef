import { describe, expect, it } from 'vitest'
import {
  legacyAccessTokenAccepted,
  legacyRefreshTokenAccepted,
  sessionCookieSources,
  sessionCookieUpgrade,
} from '../../shared/rules/session-cookie-names'

const NEW_S = '__Host-club_session'
const NEW_R = '__Host-club_refresh'
const OLD_S = 'club_session'
const OLD_R = 'club_refresh'

describe('which cookie the session is read from (issue 18 §5)', () => {
  it.each([
    ['no cookies', [], { session: null, refresh: null }],
    ['the new pair', [NEW_S, NEW_R], { session: NEW_S, refresh: NEW_R }],
    ['only the old pair', [OLD_S, OLD_R], { session: OLD_S, refresh: OLD_R }],
    ['both: the new ones win', [OLD_S, NEW_S, OLD_R, NEW_R], { session: NEW_S, refresh: NEW_R }],
    ['new session, old refresh (moved on a page request, not yet refreshed)', [NEW_S, OLD_R], { session: NEW_S, refresh: OLD_R }],
    ['other cookies only', ['child_friendly', 'club_sso'], { session: null, refresh: null }],
  ])('%s', (_name, names, expected) => {
    expect(sessionCookieSources(names)).toEqual(expected)
  })
})

describe('what a response does with old-named cookies', () => {
  it.each([
    ['nothing old: nothing to do', [NEW_S, NEW_R], true, false, { moveSession: false, expire: [] }],
    ['old good access token: moved, the old one expired', [OLD_S, OLD_R], true, false, { moveSession: true, expire: [OLD_S] }],
    ['old expired access token: not moved, still expired', [OLD_S, OLD_R], false, false, { moveSession: false, expire: [OLD_S] }],
    ['old refresh alone is kept: it is the only way to stay signed in', [OLD_R], false, false, { moveSession: false, expire: [] }],
    ['old refresh beside a new one: a leftover, expired', [NEW_S, NEW_R, OLD_R], false, false, { moveSession: false, expire: [OLD_R] }],
    ['both session cookies: the new one is kept as it is', [NEW_S, OLD_S], true, false, { moveSession: false, expire: [OLD_S] }],
    [
      'a sign-in or refresh writes the new pair: every old cookie goes',
      [OLD_S, OLD_R],
      true,
      true,
      { moveSession: false, expire: [OLD_S, OLD_R] },
    ],
    ['a refresh with only the old refresh cookie', [OLD_R], false, true, { moveSession: false, expire: [OLD_R] }],
  ])('%s', (_name, cookieNames, legacySessionVerified, responseWritesSession, expected) => {
    expect(sessionCookieUpgrade({ cookieNames, legacySessionVerified, responseWritesSession })).toEqual(expected)
  })
})

describe('only tokens issued before the change are honoured under the old names', () => {
  it.each([
    ['an old access token (no mark)', { sub: 'a', sid: 'f', role: 'supporter' }, true],
    ['an access token issued since (hc claim)', { sub: 'a', sid: 'f', role: 'supporter', hc: 1 }, false],
  ])('%s → %s', (_name, claims, expected) => {
    expect(legacyAccessTokenAccepted(claims)).toBe(expected)
  })

  it.each([
    ['an old refresh token', 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', true],
    ['a refresh token issued since (h. prefix)', 'h.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde', false],
    ['an old token that happens to start with h', 'hAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd', true],
  ])('%s → %s', (_name, token, expected) => {
    expect(legacyRefreshTokenAccepted(token)).toBe(expected)
  })
})
