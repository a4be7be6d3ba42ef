import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, vi } from 'vitest'
import type { OpsFigures } from '../../shared/rules/ops-figures'
import worker from '../../worker/index'
import type { Browser } from './auth-helpers'

export type OpsAnswer = OpsFigures & { store: string; matchSockets: { matchId: number; open: number }[] }

/** GET /api/admin/ops as this browser; fails the test unless it answers 200. */
export async function figures(admin: Browser, minutes = 15): Promise<OpsAnswer> {
  const response = await admin.fetch(`/api/admin/ops?minutes=${minutes}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { attributes: OpsAnswer } }).data.attributes
}

/**
 * The figures once `ready` holds: counts are written in the background (waitUntil, the queue's consumer),
 * so the test polls; the pass condition is the count, never a time.
 */
export async function figuresWhen(admin: Browser, ready: (f: OpsAnswer) => boolean, minutes = 15): Promise<OpsAnswer> {
  let last: OpsAnswer | null = null
  await vi.waitFor(
    async () => {
      last = await figures(admin, minutes)
      if (!ready(last)) throw new Error(`not yet counted: ${JSON.stringify(last)}`)
    },
    { timeout: 15_000, interval: 100 },
  )
  return last as unknown as OpsAnswer
}

/** A checks' outcome summed over the minutes shown. */
export const outcomeTotal = (f: OpsAnswer, outcome: string) => f.checks.reduce((n, minute) => n + (minute.outcomes[outcome] ?? 0), 0)

export const renewalTotal = (f: OpsAnswer) => f.renewals.reduce((n, minute) => n + minute.count, 0)

/** POST /api/events from a country (the edge's cf data), with these cookies. */
export async function postFrom(country: string, body: unknown, cookie?: string): Promise<Response> {
  const request = new Request('http://localhost/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
    cf: { country },
  })
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** A player error as the browser's tracking client sends it (client/tracking/player-errors.ts). */
export function playerError(kind: string, streamId: string, value: number) {
  return {
    channel: 'web',
    domain: 'localhost',
    logId: 77,
    screenSize: '375x812',
    ssoVendor: '',
    userAgent: '',
    sessionID: '654321',
    ssoID: 'someone-s-id',
    action: 'playerError',
    data: { kind, streamId, value },
  }
}
