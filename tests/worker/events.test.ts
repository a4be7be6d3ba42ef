import { describe, expect, it } from 'vitest'
import { get } from './helpers'
import { CONSENT_ALL, pageView, postEvents, storedEvents, storedWhenConsumed } from './events-helpers'

const advertClick = {
  ...pageView,
  action: 'advertClick',
  data: { advertID: 1, advertName: 'Hospitality packages', advertRef: 'ADV-0001', campaignRef: 'CMP-footerSlot1-1', url: '/hospitality' },
}

describe('POST /api/events (SPEC §3 tracking event, §7 event log) through the EVENTS queue', () => {
  it('accepts one event (202), and the consumer stores it with its ids when analytics consent was given', async () => {
    const response = await postEvents(pageView, { cookie: CONSENT_ALL })
    expect(response.status).toBe(202)
    const [row] = await storedWhenConsumed(1)
    expect(row).toMatchObject({ channel: 'web', action: 'pageView', session_id: '123456', sso_id: 'sso-1' })
    expect(row?.event_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(row!.data)).toMatchObject({ path: '/news', domain: 'localhost', logId: 4242, screenSize: '1440x900' })
  })

  it('accepts a batch, keeps the ids the browser gave, and stores an id sent twice once', async () => {
    const batch = [
      { ...pageView, eventID: 'evt-000001' },
      { ...advertClick, eventID: 'evt-000002' },
    ]
    expect((await postEvents(batch, { cookie: CONSENT_ALL })).status).toBe(202)
    expect((await postEvents([batch[1]], { cookie: CONSENT_ALL })).status).toBe(202)
    await storedWhenConsumed(2)
    // The resend's own batch is consumed too; still two rows.
    expect((await postEvents([{ ...pageView, eventID: 'evt-000003' }], { cookie: CONSENT_ALL })).status).toBe(202)
    const rows = await storedWhenConsumed(3)
    expect(rows.map((r) => r.event_id).sort()).toEqual(['evt-000001', 'evt-000002', 'evt-000003'])
    expect(JSON.parse(rows.find((r) => r.event_id === 'evt-000002')!.data)).toMatchObject({ advertID: 1, campaignRef: 'CMP-footerSlot1-1' })
  })

  it('takes the text/plain JSON navigator.sendBeacon sends', async () => {
    expect((await postEvents(pageView, { contentType: 'text/plain;charset=UTF-8' })).status).toBe(202)
    expect(await storedWhenConsumed(1)).toHaveLength(1)
  })

  it.each([
    ['no consent cookie', undefined],
    ['only essential cookies', 'cookie_consent_given=true; cookie_consent_categories='],
    ['marketing without analytics', 'cookie_consent_given=true; cookie_consent_categories=marketing'],
  ])('replaces the session and sign-on ids by "no tracking" with %s', async (_name, cookie) => {
    expect((await postEvents(pageView, { cookie })).status).toBe(202)
    const [row] = await storedWhenConsumed(1)
    expect(row).toMatchObject({ session_id: 'no tracking', sso_id: 'no tracking' })
  })

  it.each([
    ['without analytics consent, the browser claiming it', undefined, true, false],
    ['with analytics consent, the browser saying otherwise', CONSENT_ALL, false, true],
  ])('an advert event stores userAllowTracking as the server reads the consent: %s', async (_name, cookie, claimed, stored) => {
    const event = { ...advertClick, data: { ...advertClick.data, userAllowTracking: claimed } }
    expect((await postEvents(event, { cookie })).status).toBe(202)
    const [row] = await storedWhenConsumed(1)
    expect(JSON.parse(row!.data)).toMatchObject({ advertID: 1, userAllowTracking: stored })
  })

  it('is not a GET', async () => {
    expect((await get('/api/events')).status).toBe(405)
    expect(await storedEvents()).toHaveLength(0)
  })
})
