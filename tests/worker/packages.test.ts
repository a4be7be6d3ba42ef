import { beforeEach, describe, expect, it } from 'vitest'
import type { Package } from '../../shared/types/payments'
import { get, seedDemo } from './helpers'

// Issue 11 §1, SPEC §3 (package, price option), §7 (data.data), §9.2 (the catalogue and its prices).
beforeEach(async () => {
  await seedDemo()
})

async function packages(filter: string | null, country?: string) {
  const query = filter === null ? '' : `?filter.packageType=${filter}`
  const response = await get(`/api/packages${query}`, { headers: { Accept: 'application/json' }, ...(country ? { cf: { country } } : {}) })
  return { response, list: response.ok ? ((await response.json()) as { data: { data: Package[] } }).data.data : [] }
}

const prices = (list: Package[]) =>
  Object.fromEntries(
    list.flatMap((pkg) => pkg.attributes.priceData.map((p) => [p.id, [pkg.id, p.type, p.interval, p.amountPence, p.currency]])),
  )

describe('GET /api/packages', () => {
  it('memberships are the §9.2 catalogue: the base subscription 5.99 GBP a month, the plus tier 20 GBP a month or 170 GBP a season', async () => {
    const { response, list } = await packages('membership', 'JP')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(list.every((pkg) => pkg.type === 'package' && pkg.attributes.packageType === 'membership')).toBe(true)
    expect(prices(list)).toEqual({
      'price-town-tv-monthly': ['town-tv-monthly', 'recurring', 'month', 599, 'GBP'],
      'price-town-tv-plus-monthly': ['town-tv-plus', 'recurring', 'month', 2000, 'GBP'],
      'price-town-tv-plus-season': ['town-tv-plus', 'one-off', 'season', 17000, 'GBP'],
    })
    // Each price option says what it unlocks.
    for (const pkg of list) for (const price of pkg.attributes.priceData) expect(price.accessData.entitlements.length).toBeGreaterThan(0)
  })

  it('a match pass is 10 GBP for one game and names the match it is for', async () => {
    const { list } = await packages('match-pass', 'JP')
    expect(list.map((pkg) => pkg.attributes.packageType)).toEqual(['match-pass'])
    const [price] = list[0]!.attributes.priceData
    expect(price).toMatchObject({ type: 'one-off', amountPence: 1000, currency: 'GBP' })
    expect(typeof price!.matchID).toBe('number')
  })

  it('without a filter both kinds are listed', async () => {
    const { list } = await packages(null, 'JP')
    expect(new Set(list.map((pkg) => pkg.attributes.packageType))).toEqual(new Set(['membership', 'match-pass']))
  })

  it('each package says whether this country may buy it: the plus tier and match passes not from the UK and its islands, both from Japan', async () => {
    for (const country of ['GB', 'IE', 'JE', 'GG', 'IM']) {
      const { list } = await packages(null, country)
      const byId = Object.fromEntries(list.map((pkg) => [pkg.id, pkg.attributes.purchasable]))
      expect(byId['town-tv-monthly'], country).toEqual({ allowed: true })
      expect(byId['town-tv-plus']?.allowed, country).toBe(false)
      expect(byId['town-tv-plus']?.reason, country).toBeTruthy()
      const pass = list.find((pkg) => pkg.attributes.packageType === 'match-pass')!
      expect(pass.attributes.purchasable.allowed, country).toBe(false)
    }
    const { list } = await packages(null, 'JP')
    expect(list.every((pkg) => pkg.attributes.purchasable.allowed)).toBe(true)
  })

  it('an unknown country (XX) or Tor (T1) may buy the base subscription only', async () => {
    for (const country of ['XX', 'T1']) {
      const { list } = await packages(null, country)
      expect(
        list.filter((pkg) => pkg.attributes.purchasable.allowed).map((pkg) => pkg.id),
        country,
      ).toEqual(['town-tv-monthly'])
    }
  })

  it('a filter other than membership or match-pass is a 400 with a clear message', async () => {
    for (const filter of ['memberships', '', 'MEMBERSHIP', 'match-pass%00', `${'x'.repeat(5000)}`]) {
      const { response } = await packages(filter, 'JP')
      expect(response.status, filter).toBe(400)
      expect(await response.json()).toEqual({
        errors: [{ code: 'bad_request', message: "filter.packageType must be 'membership' or 'match-pass'" }],
      })
    }
  })
})
