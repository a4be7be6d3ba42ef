import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { minuteOf } from '../../shared/rules/ops-figures'
import { allProblems, readConfig } from '../../worker/config'
import { seedDemo } from './helpers'
import { type EnvOverrides, Shopper } from './payments-helpers'

// Issue 21 §7 in production: the figures go to Workers Analytics Engine and are read back through its SQL
// API; without the account id and token the view is off with its own 503, and nothing else stops.
const ORIGIN = 'https://www.town-tv.example'
const ACCOUNT = '0123456789abcdef0123456789abcdef'
const TOKEN = 'ops-analytics-read-token-0123456789'

beforeEach(() => seedDemo())
afterEach(() => vi.restoreAllMocks())

/** A fake dataset binding that keeps what was written (the engine itself is Cloudflare's, outside the test). */
function fakeDataset() {
  const points: AnalyticsEngineDataPoint[] = []
  return { points, dataset: { writeDataPoint: (point: AnalyticsEngineDataPoint) => points.push(point ?? {}) } }
}

const admin = (overrides: Record<string, unknown> = {}) => new Shopper(overrides as EnvOverrides, 'GB', ORIGIN).signIn('admin@example.com')

describe('the operations view in production', () => {
  it('as shipped (no account id, no token): 503 ops_not_configured, and the configuration page says why', async () => {
    expect(env.OPS_STORE).toBe('analytics-engine')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const browser = await admin()
    const response = await browser.fetch('/api/admin/ops')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ errors: [{ code: 'ops_not_configured' }] })
    expect(allProblems(readConfig(env)).map((p) => p.setting)).toEqual(expect.arrayContaining(['OPS_ACCOUNT_ID', 'OPS_API_TOKEN']))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('OPS_API_TOKEN is not set'))
    // The rest of the site serves.
    expect((await browser.fetch('/api/admin/configuration')).status).toBe(200)
  })

  it('configured: a webhook failure is a data point, and the view reads the SQL API with the token', async () => {
    const { points, dataset } = fakeDataset()
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_51Fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake' }
    const browser = await admin({ ...stripe, OPS_ANALYTICS: dataset, OPS_ACCOUNT_ID: ACCOUNT, OPS_API_TOKEN: TOKEN })
    const refused = await browser.fetch('/api/payments/webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=00' },
      body: '{}',
    })
    expect(refused.status).toBe(400)
    expect(points).toEqual([{ indexes: ['webhook'], blobs: ['webhook', 'payments:signature', '', ''], doubles: [1, 0] }])

    const now = minuteOf(Date.now())
    const asked: { url: string; auth: string | null; sql: string }[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      if (!request.url.startsWith('https://api.cloudflare.com/')) return realFetch(input, init)
      const sql = await request.text()
      asked.push({ url: request.url, auth: request.headers.get('Authorization'), sql })
      const data = sql.includes("blob1 = 'sockets'")
        ? [{ match: '21', open: 40 }]
        : [
            { minute: String(now), kind: 'check', label: 'granted', stream: 'live-match-audio', country: 'JP', count: 10, total: 0 },
            { minute: String(now), kind: 'check', label: 'ERR_54648_1', stream: 'live-match-audio', country: 'JP', count: 2, total: 0 },
            { minute: String(now - 1), kind: 'renewal', label: '', stream: 'live-match-audio', country: 'JP', count: 7, total: 0 },
          ]
      return Response.json({ meta: [], data, rows: data.length })
    })
    const response = await browser.fetch('/api/admin/ops?minutes=5')
    expect(response.status).toBe(200)
    const f = ((await response.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes
    expect(f).toMatchObject({
      store: 'analytics-engine',
      openPlayers: { total: 7, byCountry: [{ country: 'JP', players: 7 }] },
      matchSockets: [{ matchId: 21, open: 40 }],
    })
    expect((f.checks as { outcomes: Record<string, number> }[]).at(-1)?.outcomes).toMatchObject({ granted: 10, ERR_54648_1: 2 })
    expect(asked).toHaveLength(2)
    for (const call of asked) {
      expect(call.url).toBe(`https://api.cloudflare.com/client/v4/accounts/${ACCOUNT}/analytics_engine/sql`)
      expect(call.auth).toBe(`Bearer ${TOKEN}`)
      expect(call.sql).toContain('FROM club_ops')
      expect(call.sql).toContain('_sample_interval')
    }
  })

  it('the SQL API failing is a 502 ops_unavailable, with no token in the answer', async () => {
    const { dataset } = fakeDataset()
    const browser = await admin({ OPS_ANALYTICS: dataset, OPS_ACCOUNT_ID: ACCOUNT, OPS_API_TOKEN: TOKEN })
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).startsWith('https://api.cloudflare.com/')
        ? new Response('{"errors":["auth"]}', { status: 401 })
        : realFetch(input, init),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await browser.fetch('/api/admin/ops')
    expect(response.status).toBe(502)
    const text = await response.text()
    expect(text).toContain('ops_unavailable')
    expect(text).not.toContain(TOKEN)
    expect(JSON.stringify(warn.mock.calls)).not.toContain(TOKEN)
  })
})
