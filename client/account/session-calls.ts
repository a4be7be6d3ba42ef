/**
 * The session calls of the §4.6 token flow, each answering a named outcome
 * (shared/rules/login-check.ts) and, when signed in, the session user.
 */
import {
  handoffOutcome,
  type HandoffOutcome,
  refreshOutcome,
  type RefreshOutcome,
  sessionCheckOutcome,
  type SessionCheckOutcome,
} from '../../shared/rules/login-check'
import type { AuthenticationResponse, SessionUser } from '../../shared/types/account'
import { callApi } from './api'

interface SessionBody {
  data?: { type: 'session'; attributes: SessionUser }
}

export interface Outcome<O> {
  outcome: O
  user: SessionUser | null
}

/** GET /api/auth/session: who the cookies say is signed in. */
export async function readSession(): Promise<Outcome<SessionCheckOutcome>> {
  const { answer, body } = await callApi<SessionBody>('GET', '/api/auth/session')
  const outcome = sessionCheckOutcome(answer)
  const user = body?.data?.attributes ?? null
  return outcome === 'signedIn' && user ? { outcome, user } : { outcome: outcome === 'signedIn' ? 'checkFailed' : outcome, user: null }
}

let refreshing: Promise<Outcome<RefreshOutcome>> | null = null

/**
 * POST /api/auth/refresh, one in flight per tab: the refresh token rotates on
 * use, so two parallel refreshes from one tab would race each other into a
 * conflict. Later callers share the answer of the one in flight.
 */
export function refreshSession(): Promise<Outcome<RefreshOutcome>> {
  refreshing ??= (async () => {
    const { answer, body } = await callApi<SessionBody>('POST', '/api/auth/refresh')
    const outcome = refreshOutcome(answer)
    const user = body?.data?.attributes ?? null
    if (outcome === 'signedIn') return user ? { outcome, user } : { outcome: 'checkFailed' as const, user: null }
    return { outcome, user: null }
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

/** POST /api/auth/token: the portal's hand-off token becomes the site session. */
export async function exchangeHandoffToken(token: string): Promise<Outcome<HandoffOutcome>> {
  const { answer, body } = await callApi<AuthenticationResponse>('POST', '/api/auth/token', { token })
  const outcome = handoffOutcome(answer)
  if (outcome === 'signedIn') return body?.user ? { outcome, user: body.user } : { outcome: 'checkFailed', user: null }
  return { outcome, user: null }
}
