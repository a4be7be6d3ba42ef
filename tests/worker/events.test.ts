import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { get } from './helpers'

const event = {
  channel: 'web',
  domain: 'localhost',
  logId: 4242,
  screenSize: '1440x900',
  ssoVendor: 'embedded',
  userAgent: 'test',
  sessionID: '123456',
  ssoID: 'sso-1',
  action: 'pageView',
  data: { path: '/news' },
}

function post(body: unknown, cookie?: string, contentType = 'application/json') {
  return get('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function stored() {
  const { results } = await env.DB.prepare('SELECT channel, action, session_id, sso_id, data FROM tracking_events ORDER BY id').all<{
    channel: string
    action: string
    session_id: string
    sso_id: string
    data: string
  }>()
  return results
}

describe('POST /api/events (SPEC §3 tracking event, §7 event log)', () => {
  it('stores the event with its ids when analytics consent was given', async () => {
    const response = await post(event, 'cookie_consent_given=true; cookie_consent_categories=analytics.marketing.personalisation')
    expect(response.status).toBe(204)
    const [row] = await stored()
    expect(row).toMatchObject({ channel: 'web', action: 'pageView', session_id: '123456', sso_id: 'sso-1' })
    expect(JSON.parse(row!.data)).toMatchObject({ path: '/news', domain: 'localhost', logId: 4242, screenSize: '1440x900' })
  })

  it.each([
    ['no consent cookie', undefined],
    ['only essential cookies', 'cookie_consent_given=true; cookie_consent_categories='],
    ['marketing without analytics', 'cookie_consent_given=true; cookie_consent_categories=marketing'],
  ])('replaces the session and sign-on ids by "no tracking" with %s', async (_name, cookie) => {
    expect((await post(event, cookie)).status).toBe(204)
    const [row] = await stored()
    expect(row).toMatchObject({ session_id: 'no tracking', sso_id: 'no tracking' })
  })

  it.each([
    ['not JSON', '{"action":'],
    ['an unknown action', { ...event, action: 'purchase' }],
    ['a log id out of range', { ...event, logId: 0 }],
    ['a bad screen size', { ...event, screenSize: 'big' }],
    ['too much data', { ...event, data: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])) }],
  ])('answers 400 with a code for %s and stores nothing', async (_name, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('bad_request')
    expect(await stored()).toHaveLength(0)
  })

  it('is not a GET', async () => {
    const response = await get('/api/events')
    expect(response.status).toBe(405)
  })
})
