import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import type { StoredMatchEvent } from '../../shared/types/football'
import { DEMO_PASSWORD } from './demo-accounts'
import { expect } from './fixtures'

/** The demo match that is live in the e2e seed (its live audio and video are attached). */
export const LIVE_MATCH = 21

/**
 * The demo administrator in a request context of its own, calling the site as the club's match data
 * feed does (README "Administrator APIs"). Tests change the running site only through the site: a second
 * process writing its local D1 upset the server (a 500, a 'worker restarted mid-request' 503).
 */
async function matchDataFeed(baseURL: string, admin: string): Promise<APIRequestContext> {
  const feed = await playwrightRequest.newContext({ baseURL })
  const response = await feed.post('/api/auth/login', { data: { username: admin, password: DEMO_PASSWORD } })
  expect(response.status(), 'the demo admin signs in').toBe(200)
  return feed
}

/** A goal for the away side of the live match, posted through the match events API; the stored event. */
export async function postGoal(baseURL: string, admin: string, scorer: string): Promise<StoredMatchEvent> {
  const feed = await matchDataFeed(baseURL, admin)
  try {
    const response = await feed.post(`/api/admin/matches/${LIVE_MATCH}/events`, {
      data: { data: { type: 'matchEvent', attributes: { type: 'goal', minute: 41, side: 'away', playerName: scorer } } },
    })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { data: { attributes: StoredMatchEvent } }).data.attributes
  } finally {
    await feed.dispose()
  }
}
