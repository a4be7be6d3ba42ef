import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SlotAdvert } from '../../shared/types/slot-advert'
import { get, seedDemo } from './helpers'

// The API compares advert windows with the real clock: the dated ones are seeded around it (seedDemo({ now: new Date() })), as npm start does.
const CHILD_FRIENDLY_OFF = { Cookie: 'child_friendly=off' }

async function json<T>(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, { headers: { Accept: 'application/json', ...headers } })
  return { response, body: (await response.json()) as T }
}

type SlotList = { data: { type: string; id: string; attributes: { adverts: SlotAdvert[] } } }
type SlotOne = { data: { type: string; id: string; attributes: { advert: SlotAdvert } } }
type ErrorBody = { errors: Array<{ code: string; title?: string; detail?: string }> }

describe('GET /api/adverts/?area=footer (SPEC §7 → adverts[], footer advert v1 of §3)', () => {
  beforeEach(() => seedDemo())

  it.each(['/api/adverts/?area=footer', '/api/adverts?area=footer'])('%s lists the footer adverts in their §3 shape', async (path) => {
    const { response, body } = await json<{ adverts: unknown[] }>(path, CHILD_FRIENDLY_OFF)
    expect(response.status).toBe(200)
    expect(body.adverts).toHaveLength(3)
    expect(body.adverts[0]).toEqual({
      advertID: 1,
      advertName: 'Town TV subscription',
      targetUrl: '/videos/subscriptions',
      childFriendly: true,
      imageData: { Location: '/images/adverts/footer-1.jpg' },
    })
  })

  it('child-friendly mode (the default) leaves out the advert not flagged child friendly', async () => {
    const { body } = await json<{ adverts: Array<{ advertName: string }> }>('/api/adverts/?area=footer')
    expect(body.adverts.map((a) => a.advertName)).toEqual(['Town TV subscription', 'Club shop: new home kit'])
  })

  it('an advert without image or target URL is skipped, the others still answer', async () => {
    await env.DB.batch([
      env.DB.prepare(`UPDATE footer_adverts SET image_key = '' WHERE id = 1`),
      env.DB.prepare(`UPDATE footer_adverts SET target_url = '' WHERE id = 2`),
    ])
    const { body } = await json<{ adverts: Array<{ advertID: number }> }>('/api/adverts/?area=footer', CHILD_FRIENDLY_OFF)
    expect(body.adverts.map((a) => a.advertID)).toEqual([3])
  })

  it.each(['/api/adverts/', '/api/adverts/?area=header', '/api/adverts/?area=Footer'])('%s is a 400 with a code', async (path) => {
    const { response, body } = await json<ErrorBody>(path)
    expect(response.status).toBe(400)
    expect(body.errors[0]?.code).toBe('bad_request')
  })
})

describe('GET /api/advertising/slots/footer_slot?includeAllAdverts=true (SPEC §7 → data.attributes.adverts)', () => {
  beforeEach(() => seedDemo({ now: new Date() }))

  it('lists every eligible slot advert of the three footer slots in the §3 slot advert shape', async () => {
    const { response, body } = await json<SlotList>('/api/advertising/slots/footer_slot?includeAllAdverts=true')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(body.data.id).toBe('footer_slot')
    // Left out: summer camps (window over), the app-only advert, the brewery (not child friendly),
    // the disabled gift guide and next season's tickets (not started).
    expect(body.data.attributes.adverts.map((a) => [a.slotID, a.advertName])).toEqual([
      ['footerSlot1', 'Hospitality packages'],
      ['footerSlot2', 'Stadium tours'],
      ['footerSlot3', 'Town TV Plus'],
    ])
    expect(body.data.attributes.adverts[0]).toEqual({
      id: 1,
      slotID: 'footerSlot1',
      advertName: 'Hospitality packages',
      advertRef: 'ADV-0001',
      campaignRef: 'CMP-footerSlot1-1',
      url: '/hospitality',
      enabled: true,
      channel: 'web',
      childFriendly: true,
      timings: { startUTC: expect.any(String), endUTC: expect.any(String) },
      images: { mobile: { imageKey: 'adverts/slot-1.jpg' }, desktop: { imageKey: 'adverts/slot-1.jpg' } },
    })
    for (const { timings } of body.data.attributes.adverts) {
      expect(Date.parse(timings.startUTC)).toBeLessThanOrEqual(Date.now())
      expect(Date.parse(timings.endUTC)).toBeGreaterThan(Date.now())
    }
  })

  it('with child-friendly mode off the brewery advert is in the list too', async () => {
    const { body } = await json<SlotList>('/api/advertising/slots/footer_slot?includeAllAdverts=true', CHILD_FRIENDLY_OFF)
    expect(body.data.attributes.adverts.map((a) => a.advertName)).toContain('Gipping Brewery')
  })

  it('broken rows (unreadable dates, no image, no URL) are skipped and the rest still answer', async () => {
    await env.DB.batch([
      env.DB.prepare(`UPDATE slot_adverts SET end_utc = 'soon' WHERE id = 1`),
      env.DB.prepare(`UPDATE slot_adverts SET mobile_image_key = '' WHERE id = 3`),
    ])
    const { response, body } = await json<SlotList>('/api/advertising/slots/footer_slot?includeAllAdverts=true')
    expect(response.status).toBe(200)
    expect(body.data.attributes.adverts.map((a) => a.advertName)).toEqual(['Town TV Plus'])
  })

  it('includeAllAdverts other than true or false is a 400', async () => {
    const { response, body } = await json<ErrorBody>('/api/advertising/slots/footer_slot?includeAllAdverts=yes')
    expect(response.status).toBe(400)
    expect(body.errors[0]?.code).toBe('bad_request')
  })
})

describe('GET /api/advertising/slots/{slotID} (SPEC §7 → data.attributes.advert, one at random)', () => {
  beforeEach(() => seedDemo({ now: new Date() }))

  it('answers one eligible advert of that slot', async () => {
    const { response, body } = await json<SlotOne>('/api/advertising/slots/footerSlot2')
    expect(response.status).toBe(200)
    expect(body.data).toMatchObject({ id: 'footerSlot2', attributes: { advert: { slotID: 'footerSlot2', advertName: 'Stadium tours' } } })
  })

  it('picks at random among the eligible ones: over many calls both adverts of the slot appear, never an ineligible one', async () => {
    const names = new Set<string>()
    for (let i = 0; i < 40; i++) {
      const { body } = await json<SlotOne>('/api/advertising/slots/footerSlot2', CHILD_FRIENDLY_OFF)
      names.add(body.data.attributes.advert.advertName)
    }
    expect([...names].sort()).toEqual(['Gipping Brewery', 'Stadium tours'])
  })

  it('footer_slot without includeAllAdverts picks one among all three slots', async () => {
    const { body } = await json<SlotOne>('/api/advertising/slots/footer_slot')
    expect(['Hospitality packages', 'Stadium tours', 'Town TV Plus']).toContain(body.data.attributes.advert.advertName)
  })

  it('a slot with no eligible advert now is a 404 with a code', async () => {
    await env.DB.prepare(`UPDATE slot_adverts SET enabled = 0 WHERE slot_id = 'footerSlot3'`).run()
    const { response, body } = await json<ErrorBody>('/api/advertising/slots/footerSlot3')
    expect(response.status).toBe(404)
    expect(body.errors[0]?.code).toBe('not_found')
  })

  it.each(['footerSlot4', 'header_slot', '..%2Fadmin'])('an unknown slot %s is a 404', async (slot) => {
    const { response } = await json<ErrorBody>(`/api/advertising/slots/${slot}`)
    expect(response.status).toBe(404)
  })
})

describe('GET /api/experiments/data (SPEC §7 → body (adverts))', () => {
  beforeEach(() => seedDemo({ now: new Date() }))

  it('answers the "Advert (other)" entries this visitor may see, in their §3 shape', async () => {
    const { response, body } = await json<{ body: { adverts: Array<Record<string, unknown>> } }>('/api/experiments/data')
    expect(response.status).toBe(200)
    expect(body.body.adverts.map((a) => a.advertTitle)).toEqual(['Town TV: every game, live audio', 'Hospitality at Portman Road'])
    expect(body.body.adverts[0]).toMatchObject({
      advertTitle: 'Town TV: every game, live audio',
      childFriendly: true,
      advertData: { url: '/videos/subscriptions', images: { mobile: { key: 'adverts/other-1-mobile.jpg', imageSize: 'mpu' } } },
    })
  })

  it('child-friendly mode off adds the betting advert', async () => {
    const { body } = await json<{ body: { adverts: Array<{ advertTitle: string }> } }>('/api/experiments/data', CHILD_FRIENDLY_OFF)
    expect(body.body.adverts.map((a) => a.advertTitle)).toContain('BetNorth: official betting partner 18+')
  })
})
