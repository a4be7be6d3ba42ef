/**
 * SPEC §4.6 login check (token flow) and §5 account summary: what the browser
 * does next after each answer of the session, refresh, token and entitlements
 * calls. One place names every outcome, so the client's check is a small loop
 * over these states and every answer the server can give has a tested meaning.
 */

/** An answer as the client sees it: a status and the first error code, or no answer at all. */
export type ApiAnswer = { status: number; code?: string | null } | 'networkError'

/**
 * GET /api/auth/session and the session re-read after a refresh conflict.
 * §4.6 step 2: no session cookie means not logged in; step 3: an expired
 * access token with a refresh token asks for a refresh. Anything else that is
 * not a session (a 5xx, no answer) is a failed check: loggedIn false.
 */
export type SessionCheckOutcome = 'signedIn' | 'refreshRequired' | 'signedOut' | 'checkFailed'

export function sessionCheckOutcome(answer: ApiAnswer): SessionCheckOutcome {
  if (answer === 'networkError') return 'checkFailed'
  if (answer.status === 200) return 'signedIn'
  if (answer.status === 401 && answer.code === 'refresh_required') return 'refreshRequired'
  if (answer.status === 401) return 'signedOut'
  return 'checkFailed'
}

/**
 * POST /api/auth/refresh. §4.6 step 3: success stores new tokens (the cookies);
 * failure clears both (the server does) and rejects. A 409 means another tab
 * rotated the token a moment ago and its new cookies are already ours: the
 * session is read again, once.
 */
export type RefreshOutcome = 'signedIn' | 'rereadSession' | 'signedOut' | 'checkFailed'

export function refreshOutcome(answer: ApiAnswer): RefreshOutcome {
  if (answer === 'networkError') return 'checkFailed'
  if (answer.status === 200) return 'signedIn'
  if (answer.status === 409 && answer.code === 'refresh_conflict') return 'rereadSession'
  if (answer.status === 401) return 'signedOut'
  return 'checkFailed'
}

/**
 * §8.3: 'A refresh response with message invalid_request shows "There was a
 * problem logging in" with "Please try again in a few minutes"'. Any refresh
 * that failed without an answer about the session (a 400 such as
 * invalid_request, a 5xx, no answer) says so; an ended or rejected session
 * (401) signs out quietly, and a conflict is settled by reading again.
 */
export function refreshFailureShown(outcome: RefreshOutcome): boolean {
  return outcome === 'checkFailed'
}

/** POST /api/auth/token: §4.6 step 1, the portal's hand-off token from the address signs the user in. */
export type HandoffOutcome = 'signedIn' | 'refused' | 'checkFailed'

export function handoffOutcome(answer: ApiAnswer): HandoffOutcome {
  if (answer === 'networkError') return 'checkFailed'
  if (answer.status === 200) return 'signedIn'
  if (answer.status === 400 || answer.status === 401) return 'refused'
  return 'checkFailed'
}

/**
 * GET /api/streamline/users/entitlements/{ssoID} after login (§4.6 "the
 * session state is read"). §5: the account summary accepts only 200 and 404;
 * 404 is an account without entitlements. §8.3: any other answer, or none,
 * is a video service connection failure: the error notice shows and the
 * entitlements are cleared.
 */
export type EntitlementsOutcome = 'stored' | 'noEntitlements' | 'connectionFailed'

export function entitlementsOutcome(answer: ApiAnswer): EntitlementsOutcome {
  if (answer === 'networkError') return 'connectionFailed'
  if (answer.status === 200) return 'stored'
  if (answer.status === 404) return 'noEntitlements'
  return 'connectionFailed'
}
