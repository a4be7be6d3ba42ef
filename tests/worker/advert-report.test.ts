import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { Browser } from './auth-helpers'
import { advertEvent, knownAdverts, type ReportAdvert, report, signedInAs, store, times } from './advert-report-helpers'
import { CONSENT_ALL, pageView, postEvents, storedWhenConsumed } from './events-helpers'

// Issue 12 §5: GET /api/admin/adverts/report?from&to, from the event log (SPEC §3 advert events).

const SLOT_1: ReportAdvert = { kind: 'slot', advertID: 1, advertName: 'Hospitality packages', advertRef: 'ADV-0001', campaignRef: 'CMP-A' }
const SLOT_2: ReportAdvert = { kind: 'slot', advertID: 2, advertName: 'Stadium tours', advertRef: 'ADV-0002', campaignRef: 'CMP-A' }
// The same id as SLOT_1, from another table: the report must not add them up.
const FOOTER_1: ReportAdvert = { kind: 'footer', advertID: 1, advertName: 'New home kit' }
const FEED_2: ReportAdvert = { kind: 'feed', advertID: 2, advertName: 'Season tickets' }
// An in-page "Advert (other)" (SPEC §3): the adverts table, as the feed's, under its own kind.
const OTHER_3: ReportAdvert = { kind: 'other', advertID: 3, advertName: 'Town TV: every game, live audio' }
const DAY = '2026-11-10'
const AT = `${DAY}T12:00:00.000Z`

beforeEach(() => knownAdverts([SLOT_1, SLOT_2, FOOTER_1, FEED_2, OTHER_3]))

describe('who may read the report (SPEC §6)', () => {
  it('signed out is 401, a supporter 403, an admin 200; never cached', async () => {
    const anonymous = await new Browser().fetch('/api/admin/adverts/report')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ errors: [{ code: 'not_signed_in', message: 'Please log in' }] })
    const supporter = await (await signedInAs('supporter')).fetch('/api/admin/adverts/report')
    expect(supporter.status).toBe(403)
    expect(((await supporter.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('forbidden')
    const admin = await (await signedInAs('admin')).fetch('/api/admin/adverts/report')
    expect(admin.status).toBe(200)
    expect(admin.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('impressions, clicks and CTR per advert and per campaign', () => {
  it('counts each advert of each kind apart, sums campaigns, and works out the rates', async () => {
    await store([
      ...times(4, 'advertImpression', SLOT_1, AT),
      ...times(1, 'advertClick', SLOT_1, AT),
      ...times(2, 'advertImpression', SLOT_2, AT),
      ...times(3, 'advertImpression', FOOTER_1, AT),
      ...times(3, 'advertClick', FOOTER_1, AT),
      ...times(1, 'advertClick', FEED_2, AT),
      // Not advert events: never counted.
      { ...advertEvent('advertClick', SLOT_1, AT), action: 'pageView' },
    ])
    const { status, body } = await report(await signedInAs('admin'), `?from=${DAY}&to=${DAY}`)
    expect(status).toBe(200)
    expect(body.data.attributes).toEqual({
      from: DAY,
      to: DAY,
      adverts: [
        {
          advertKind: 'slot',
          advertID: 1,
          advertName: 'Hospitality packages',
          advertRef: 'ADV-0001',
          campaignRef: 'CMP-A',
          impressions: 4,
          clicks: 1,
          ctr: 0.25,
        },
        {
          advertKind: 'footer',
          advertID: 1,
          advertName: 'New home kit',
          advertRef: '',
          campaignRef: '',
          impressions: 3,
          clicks: 3,
          ctr: 1,
        },
        {
          advertKind: 'slot',
          advertID: 2,
          advertName: 'Stadium tours',
          advertRef: 'ADV-0002',
          campaignRef: 'CMP-A',
          impressions: 2,
          clicks: 0,
          ctr: 0,
        },
        // Clicked but never counted as seen (clicked within the first second): no rate rather than a made-up one.
        {
          advertKind: 'feed',
          advertID: 2,
          advertName: 'Season tickets',
          advertRef: '',
          campaignRef: '',
          impressions: 0,
          clicks: 1,
          ctr: null,
        },
      ],
      campaigns: [
        { campaignRef: 'CMP-A', adverts: 2, impressions: 6, clicks: 1, ctr: 1 / 6 },
        { campaignRef: '', adverts: 2, impressions: 3, clicks: 4, ctr: 4 / 3 },
      ],
      totals: { impressions: 9, clicks: 5, ctr: 5 / 9 },
    })
  })

  it('names an advert and its campaign from the advert tables: events claiming others change nothing', async () => {
    await store([
      advertEvent('advertImpression', SLOT_1, `${DAY}T09:00:00.000Z`),
      // Anyone can POST events: a later one must not rename the advert or move it to a made-up campaign.
      advertEvent(
        'advertClick',
        { ...SLOT_1, advertName: 'Free tickets here', advertRef: 'ADV-HACK', campaignRef: 'CMP-FAKE' },
        `${DAY}T18:00:00.000Z`,
      ),
    ])
    const { body } = await report(await signedInAs('admin'), `?from=${DAY}&to=${DAY}`)
    expect(body.data.attributes.adverts).toEqual([
      expect.objectContaining({
        advertName: 'Hospitality packages',
        advertRef: 'ADV-0001',
        campaignRef: 'CMP-A',
        impressions: 1,
        clicks: 1,
      }),
    ])
    expect(body.data.attributes.campaigns.map((c) => c.campaignRef)).toEqual(['CMP-A'])
  })

  it("counts and names an in-page advert (kind 'other') from the adverts table, apart from the feed's adverts there", async () => {
    await store([
      ...times(5, 'advertImpression', OTHER_3, AT),
      ...times(2, 'advertClick', { ...OTHER_3, advertName: 'Renamed by a made-up event' }, AT),
      // The feed advert's id under the other kind, and the other advert's id under the feed kind: neither exists.
      ...times(3, 'advertImpression', { kind: 'other', advertID: 2, advertName: 'Season tickets' }, AT),
      ...times(4, 'advertImpression', { kind: 'feed', advertID: 3, advertName: 'Town TV: every game, live audio' }, AT),
    ])
    const { body } = await report(await signedInAs('admin'), `?from=${DAY}&to=${DAY}`)
    expect(body.data.attributes.adverts).toEqual([
      {
        advertKind: 'other',
        advertID: 3,
        advertName: 'Town TV: every game, live audio',
        advertRef: '',
        campaignRef: '',
        impressions: 5,
        clicks: 2,
        ctr: 0.4,
      },
    ])
    expect(body.data.attributes.totals).toEqual({ impressions: 5, clicks: 2, ctr: 0.4 })
  })

  it('a renamed advert reads under the name it has now, with all its events', async () => {
    await store(times(2, 'advertImpression', SLOT_1, AT))
    await env.DB.prepare(`UPDATE slot_adverts SET advert_name = 'Hospitality 2027' WHERE id = 1`).run()
    const { body } = await report(await signedInAs('admin'), `?from=${DAY}&to=${DAY}`)
    expect(body.data.attributes.adverts).toEqual([expect.objectContaining({ advertName: 'Hospitality 2027', impressions: 2 })])
  })

  it('leaves out events for an advert the tables do not have, or of another kind than its id', async () => {
    await store([
      ...times(2, 'advertImpression', SLOT_1, AT),
      ...times(5, 'advertImpression', { kind: 'slot', advertID: 99, advertName: 'Invented', campaignRef: 'CMP-FAKE' }, AT),
      // Footer advert 2 does not exist (only footer 1 does), though slot 2 does.
      ...times(4, 'advertClick', { kind: 'footer', advertID: 2, advertName: 'Stadium tours' }, AT),
    ])
    const { body } = await report(await signedInAs('admin'), `?from=${DAY}&to=${DAY}`)
    expect(body.data.attributes.adverts.map((a) => [a.advertKind, a.advertID])).toEqual([['slot', 1]])
    expect(body.data.attributes.campaigns).toEqual([{ campaignRef: 'CMP-A', adverts: 1, impressions: 2, clicks: 0, ctr: 0 }])
    expect(body.data.attributes.totals).toEqual({ impressions: 2, clicks: 0, ctr: 0 })
  })

  it('an empty range is a report of nothing, not an error', async () => {
    const { status, body } = await report(await signedInAs('admin'), '?from=2026-01-01&to=2026-01-31')
    expect(status).toBe(200)
    expect(body.data.attributes).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      adverts: [],
      campaigns: [],
      totals: { impressions: 0, clicks: 0, ctr: null },
    })
  })
})

describe('the range: UTC days, both included', () => {
  it('counts from the first instant of from to the last of to, and nothing either side', async () => {
    await store([
      advertEvent('advertImpression', SLOT_1, '2026-10-31T23:59:59.999Z'),
      advertEvent('advertImpression', SLOT_1, '2026-11-01T00:00:00.000Z'),
      advertEvent('advertClick', SLOT_1, '2026-11-02T23:59:59.999Z'),
      advertEvent('advertClick', SLOT_1, '2026-11-03T00:00:00.000Z'),
    ])
    const admin = await signedInAs('admin')
    const both = await report(admin, '?from=2026-11-01&to=2026-11-02')
    expect(both.body.data.attributes.totals).toEqual({ impressions: 1, clicks: 1, ctr: 1 })
    const first = await report(admin, '?from=2026-11-01&to=2026-11-01')
    expect(first.body.data.attributes.totals).toEqual({ impressions: 1, clicks: 0, ctr: 0 })
    const before = await report(admin, '?from=2026-10-31&to=2026-10-31')
    expect(before.body.data.attributes.totals).toEqual({ impressions: 1, clicks: 0, ctr: 0 })
  })

  it('without dates: the last 30 days up to today', async () => {
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    const first = new Date(Date.parse(`${today}T00:00:00.000Z`) - 29 * 86_400_000).toISOString().slice(0, 10)
    const dayBeforeFirst = new Date(Date.parse(`${first}T00:00:00.000Z`) - 1).toISOString()
    await store([advertEvent('advertImpression', SLOT_1, now.toISOString()), advertEvent('advertImpression', SLOT_2, dayBeforeFirst)])
    const { body } = await report(await signedInAs('admin'))
    expect(body.data.attributes).toMatchObject({ from: first, to: today, totals: { impressions: 1, clicks: 0 } })
    expect(body.data.attributes.adverts.map((a) => a.advertName)).toEqual(['Hospitality packages'])
  })
})

describe('bad input is a 400 with a stable code and says what is wrong', () => {
  it.each([
    ['?from=2026-13-01', '?from=2026-13-01', 'from must be a date as YYYY-MM-DD'],
    ['?from=2026-02-30', '?from=2026-02-30', 'from must be a date as YYYY-MM-DD'],
    ['?to=20261101', '?to=20261101', 'to must be a date as YYYY-MM-DD'],
    ['?from=2026-11-01T00:00:00Z', '?from=2026-11-01T00:00:00Z', 'from must be a date as YYYY-MM-DD'],
    ['?from=yesterday', '?from=yesterday', 'from must be a date as YYYY-MM-DD'],
    ['?from=2026-11-02&to=2026-11-01', '?from=2026-11-02&to=2026-11-01', 'from must not be after to'],
    ['?from=2025-01-01&to=2026-01-02', '?from=2025-01-01&to=2026-01-02', 'A report covers at most 366 days'],
    ['?from=<5,000 nines>', `?from=${'9'.repeat(5000)}`, 'from must be a date as YYYY-MM-DD'],
  ])('%s', async (_name, query, message) => {
    const admin = await signedInAs('admin')
    const response = await admin.fetch(`/api/admin/adverts/report${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ code: 'bad_request', message }] })
  })

  it('an empty date field (a blank form input) is no date: the default', async () => {
    const { status, body } = await report(await signedInAs('admin'), '?from=&to=2026-11-10')
    expect(status).toBe(200)
    expect(body.data.attributes).toMatchObject({ from: '2026-10-12', to: '2026-11-10' })
  })

  it('a signed-out request with bad dates is still a 401: nothing is read before the role', async () => {
    expect((await new Browser().fetch('/api/admin/adverts/report?from=nonsense')).status).toBe(401)
  })
})

describe('through the real event pipeline (issue 12 §3)', () => {
  it('advert events posted by a browser, stored by the queue consumer, are in the report', async () => {
    const advert = { advertID: 3, advertName: 'Stadium tours', advertRef: 'ADV-0003', campaignRef: 'CMP-footerSlot2-3' }
    await knownAdverts([{ kind: 'slot', ...advert }])
    const event = (action: string) => ({
      ...pageView,
      action,
      data: {
        ...advert,
        advertKind: 'slot',
        placement: 'footerSlot2',
        url: '/portmanroad/stadium-tours',
        timestamp: new Date().toISOString(),
        userAllowTracking: false,
      },
    })
    // The news article's banner, as client/components/adverts sends it.
    const banner = (action: string) => ({
      ...pageView,
      action,
      data: {
        advertID: OTHER_3.advertID,
        advertName: OTHER_3.advertName,
        advertRef: '',
        campaignRef: '',
        advertKind: 'other',
        placement: 'news-article',
        url: '/videos/subscriptions',
        timestamp: new Date().toISOString(),
        userAllowTracking: false,
      },
    })
    // Without consent (the ids become 'no tracking') and with: both count.
    expect((await postEvents([event('advertImpression'), event('advertImpression'), event('advertClick')])).status).toBe(202)
    expect((await postEvents([event('advertImpression')], { cookie: CONSENT_ALL })).status).toBe(202)
    expect((await postEvents([banner('advertImpression'), banner('advertClick')])).status).toBe(202)
    await storedWhenConsumed(6)
    const { body } = await report(await signedInAs('admin'))
    expect(body.data.attributes.adverts).toEqual([
      { advertKind: 'slot', ...advert, impressions: 3, clicks: 1, ctr: 1 / 3 },
      {
        advertKind: 'other',
        advertID: 3,
        advertName: OTHER_3.advertName,
        advertRef: '',
        campaignRef: '',
        impressions: 1,
        clicks: 1,
        ctr: 1,
      },
    ])
  }, 30_000)
})
