import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OverlayPromo } from '../../shared/types/promo'
import { bootOf, get, seedDemo } from './helpers'

async function promos(query = '?channel=Web', path = '/api/promo-overlays/') {
  const response = await get(`${path}${query}`, { headers: { Accept: 'application/json' } })
  return { response, body: (await response.json()) as { body: OverlayPromo[]; errors?: Array<{ code: string }> } }
}

async function addPromo(id: number, fields: { start: string; end: string; channel?: string; enabled?: boolean; type?: string }) {
  await env.DB.prepare(
    `INSERT INTO promo_overlays (id, title, type, channel, start_utc, end_utc, url, image_key, image_alt, enabled)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, '/videos', 'promos/p.svg', 'A promo', ?7)`,
  )
    .bind(id, `Promo ${id}`, fields.type ?? 'Default', fields.channel ?? 'Web', fields.start, fields.end, fields.enabled === false ? 0 : 1)
    .run()
}

const day = 86_400_000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()

describe('GET /api/promo-overlays/?channel=Web (SPEC §4.8, §7)', () => {
  beforeEach(async () => {
    await addPromo(1, { start: iso(-10), end: iso(10) })
    await addPromo(2, { start: iso(-1), end: iso(1), type: 'Mini' })
    await addPromo(3, { start: iso(1), end: iso(5) })
    await addPromo(4, { start: iso(-5), end: iso(-1) })
    await addPromo(5, { start: iso(-5), end: iso(5), channel: 'App' })
    await addPromo(6, { start: iso(-5), end: iso(5), enabled: false })
  })

  it('returns only enabled Web promos whose start and end enclose now, in body[]', async () => {
    const { response, body } = await promos()
    expect(response.status).toBe(200)
    expect(body.body.map((p) => p.promoID)).toEqual([1, 2])
    expect(body.body[1]).toMatchObject({
      type: 'Mini',
      url: '/videos',
      webNewWindow: false,
      imageKey: 'promos/p.svg',
      imageAltText: 'A promo',
      startDateTime: expect.any(String),
      endDateTime: expect.any(String),
    })
  })

  it('answers without the trailing slash and defaults to Web', async () => {
    expect((await promos('', '/api/promo-overlays')).body.body.map((p) => p.promoID)).toEqual([1, 2])
    expect((await promos('?channel=App')).body.body.map((p) => p.promoID)).toEqual([5])
  })

  it('an unknown channel is a 400 with a code', async () => {
    const { response, body } = await promos('?channel=TV')
    expect(response.status).toBe(400)
    expect(body.errors?.[0]?.code).toBe('bad_request')
  })
})

describe('the seeded promos', () => {
  it('are both active on the day of the seed', async () => {
    await seedDemo({ now: new Date() })
    const { body } = await promos()
    expect(body.body.length).toBeGreaterThan(0)
    expect(body.body.every((p) => Date.parse(p.startDateTime) <= Date.now() && Date.parse(p.endDateTime) >= Date.now())).toBe(true)
  })
})

describe('the page carries the active promos (Chrome.promos, SPEC §4.8)', () => {
  it('the same list the API gives, so a new visitor needs no round trip before the promo', async () => {
    await seedDemo()
    await addPromo(901, { start: iso(-1), end: iso(1), type: 'Mini' })
    await addPromo(902, { start: iso(1), end: iso(2) })
    const { body } = await promos()
    expect(body.body.map((p) => p.promoID)).toContain(901)
    expect(body.body.map((p) => p.promoID)).not.toContain(902)
    for (const path of ['/', '/news', '/videos']) {
      const html = await (await get(path)).text()
      expect(bootOf(html).chrome.promos, path).toEqual(body.body)
    }
  })
})
