import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkLogin } from '../../client/account/login-check'
import type { AppState } from '../../client/state/app-store'
import { initialUser } from '../../client/state/user-state'
import {
  type ApiAnswer,
  entitlementsOutcome,
  handoffOutcome,
  refreshFailureShown,
  refreshOutcome,
  sessionCheckOutcome,
} from '../../shared/rules/login-check'

const answer = (status: number, code?: string): ApiAnswer => ({ status, code })

describe('SPEC §4.6: the session check names what happens next', () => {
  it.each<[string, ApiAnswer, ReturnType<typeof sessionCheckOutcome>]>([
    ['a session signs the user in', answer(200), 'signedIn'],
    ['an expired access token with a refresh token asks for a refresh', answer(401, 'refresh_required'), 'refreshRequired'],
    ['no session cookie is not logged in', answer(401, 'not_signed_in'), 'signedOut'],
    ['a 401 with an unknown code is not logged in', answer(401, 'something_new'), 'signedOut'],
    ['a 401 without a code is not logged in', answer(401), 'signedOut'],
    ['a refresh_required code on another status is not a refresh', answer(403, 'refresh_required'), 'checkFailed'],
    ['a server error fails the check', answer(500, 'internal_error'), 'checkFailed'],
    ['a locked site fails the check', answer(403, 'site_locked'), 'checkFailed'],
    ['no answer fails the check', 'networkError', 'checkFailed'],
  ])('%s', (_, given, expected) => {
    expect(sessionCheckOutcome(given)).toBe(expected)
  })
})

describe('SPEC §4.6 step 3: the refresh call', () => {
  it.each<[string, ApiAnswer, ReturnType<typeof refreshOutcome>]>([
    ['success stores the new tokens and signs in', answer(200), 'signedIn'],
    ['another tab rotated first: read the session again', answer(409, 'refresh_conflict'), 'rereadSession'],
    ['a 409 without the conflict code is a failure', answer(409), 'checkFailed'],
    ['an ended session rejects', answer(401, 'session_expired'), 'signedOut'],
    ['a server error fails', answer(502), 'checkFailed'],
    ['no answer fails', 'networkError', 'checkFailed'],
  ])('%s', (_, given, expected) => {
    expect(refreshOutcome(given)).toBe(expected)
  })
})

describe("SPEC §8.3: a failed refresh says 'There was a problem logging in'; an ended session does not", () => {
  it.each<[string, ApiAnswer, boolean]>([
    ['a refresh with message invalid_request', answer(400, 'invalid_request'), true],
    ['a server error', answer(502), true],
    ['no answer', 'networkError', true],
    ['a 409 without the conflict code', answer(409), true],
    ['an ended session (signed out)', answer(401, 'session_expired'), false],
    ['a 401 without a code', answer(401), false],
    ['a conflict with another tab (read again)', answer(409, 'refresh_conflict'), false],
    ['a refreshed session', answer(200), false],
  ])('%s', (_, given, expected) => {
    expect(refreshFailureShown(refreshOutcome(given))).toBe(expected)
  })
})

describe("SPEC §4.6, §8.3: the login check's expired access token and its refresh", () => {
  type Reply = Response | 'networkError'
  let refreshReply: () => Reply

  function store(locale: 'en' | 'ar' = 'en'): AppState {
    return {
      payload: { locale },
      user: { ...initialUser(), loggedIn: true, ssoID: 'sso-1', entitlements: ['subscription'] },
      ui: { loginPrompt: { message: '' }, errorNotification: { display: false, title: '', message: '' } },
    } as unknown as AppState
  }

  beforeEach(() => {
    vi.stubGlobal('location', { hash: '', pathname: '/videos', search: '' })
    vi.stubGlobal('history', { state: null, replaceState: () => {} })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        // The access token has expired: the check asks for a refresh.
        if (path === '/api/auth/session') return Response.json({ errors: [{ code: 'refresh_required', message: '' }] }, { status: 401 })
        const reply = refreshReply()
        if (reply === 'networkError') throw new TypeError('Failed to fetch')
        return reply
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each<[string, () => Reply]>([
    [
      'a refresh with message invalid_request',
      () => Response.json({ errors: [{ code: 'invalid_request', message: 'x' }] }, { status: 400 }),
    ],
    ['a refresh the server failed', () => new Response('oops', { status: 503 })],
    ['a refresh with no answer', () => 'networkError'],
  ])('%s raises the error notice and signs this page out', async (_, reply) => {
    refreshReply = reply
    const state = store()
    await checkLogin(state)
    expect(state.ui.errorNotification).toEqual({
      display: true,
      title: 'There was a problem logging in',
      message: 'Please try again in a few minutes',
    })
    expect(state.user).toMatchObject({ loggedIn: false, loginCheckCompleted: true, entitlements: [] })
  })

  it('an ended session (401) signs out without a notice', async () => {
    refreshReply = () => Response.json({ errors: [{ code: 'session_expired', message: 'ended' }] }, { status: 401 })
    const state = store()
    await checkLogin(state)
    expect(state.ui.errorNotification.display).toBe(false)
    expect(state.user).toMatchObject({ loggedIn: false, loginCheckCompleted: true, entitlements: [] })
  })
})

describe("SPEC §4.6 step 1: the portal's hand-off token", () => {
  it.each<[string, ApiAnswer, ReturnType<typeof handoffOutcome>]>([
    ['a good token signs in', answer(200), 'signedIn'],
    ['a spent, foreign or expired token is refused', answer(401, 'invalid_token'), 'refused'],
    ['a malformed token is refused', answer(400, 'bad_request'), 'refused'],
    ['a cross-site post is a failure, not a refusal of the token', answer(403, 'cross_site_request'), 'checkFailed'],
    ['a server error fails', answer(500), 'checkFailed'],
    ['no answer fails', 'networkError', 'checkFailed'],
  ])('%s', (_, given, expected) => {
    expect(handoffOutcome(given)).toBe(expected)
  })
})

describe('SPEC §5, §8.3: the entitlements call accepts only 200 and 404', () => {
  it.each<[string, ApiAnswer, ReturnType<typeof entitlementsOutcome>]>([
    ['200 stores the entitlements', answer(200), 'stored'],
    ['404 is an account without entitlements', answer(404, 'not_found'), 'noEntitlements'],
    ['401 is a connection failure', answer(401), 'connectionFailed'],
    ['403 is a connection failure', answer(403), 'connectionFailed'],
    ['500 is a connection failure', answer(500), 'connectionFailed'],
    ['503 is a connection failure', answer(503), 'connectionFailed'],
    ['204 is a connection failure', answer(204), 'connectionFailed'],
    ['no answer is a connection failure', 'networkError', 'connectionFailed'],
  ])('%s', (_, given, expected) => {
    expect(entitlementsOutcome(given)).toBe(expected)
  })
})
