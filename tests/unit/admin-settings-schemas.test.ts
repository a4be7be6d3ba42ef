import { describe, expect, it } from 'vitest'
import { complimentarySchema, SettingsSchema, StreamLimitSchema } from '../../shared/schemas/admin-settings'

// Issue 19 §7: what the back office accepts for a complimentary entitlement, a stream limit and the unsold territories.
const NOW = new Date('2026-11-27T10:00:00Z')

describe('complimentarySchema', () => {
  it.each([
    [{ code: 'subscriber', endsAt: '2026-12-31T23:59:59Z' }, true],
    [{ code: 'plus', endsAt: '2026-11-27T10:00:01.000Z' }, true],
    [{ code: 'plus', endsAt: '2026-11-27T10:00:00Z' }, false],
    [{ code: 'plus', endsAt: '2026-12-31T23:59:59+01:00' }, false],
    [{ code: 'plus', endsAt: '2026-12-31' }, false],
    [{ code: 'plus' }, false],
    [{ code: 'match-pass', endsAt: '2026-12-31T23:59:59Z' }, false],
  ])('%j accepted: %s', (body, accepted) => {
    expect(complimentarySchema(NOW).safeParse(body).success).toBe(accepted)
  })
})

describe('StreamLimitSchema', () => {
  it.each([
    [1, true],
    [10, true],
    [null, true],
    [0, false],
    [11, false],
    [2.5, false],
    ['3', false],
  ])('%j accepted: %s', (limit, accepted) => {
    expect(StreamLimitSchema.safeParse({ limit }).success).toBe(accepted)
  })
})

describe('SettingsSchema', () => {
  it.each([
    [['US', 'DE'], true],
    [[], true],
    [['US', 'US'], false],
    [['US', 'GB'], false],
    [['IM'], false],
    [['us'], false],
  ])('%j accepted: %s', (unsoldTerritories, accepted) => {
    expect(SettingsSchema.safeParse({ unsoldTerritories }).success).toBe(accepted)
  })

  it('refuses the settings it only shows, and a body that changes nothing', () => {
    expect(SettingsSchema.safeParse({ unsoldTerritories: ['US'], siteLocked: false }).success).toBe(false)
    expect(SettingsSchema.safeParse({}).success).toBe(false)
  })

  // Issue 19 §7: the default stream limit is set here, within the limit's bounds; null returns to the deploy's.
  it.each([
    [3, true],
    [1, true],
    [20, true],
    [null, true],
    [0, false],
    [21, false],
    [2.5, false],
    ['3', false],
  ] as const)('defaultStreamLimit %j → accepted %s', (limit, accepted) => {
    expect(SettingsSchema.safeParse({ defaultStreamLimit: limit }).success).toBe(accepted)
  })
})
