import { describe, expect, it } from 'vitest'
import {
  siteDefaultStreamLimit,
  DEFAULT_STREAM_LIMIT,
  type LeaseDecision,
  type LeaseRequest,
  leaseDecision,
  MAX_STREAM_LIMIT,
  configuredStreamLimit,
  streamLimit,
} from '../../shared/rules/concurrency-limit'

describe('the account stream limit (SPEC §6, issue 10 §4)', () => {
  it('is 2 unless the account has its own', () => {
    expect(DEFAULT_STREAM_LIMIT).toBe(2)
  })

  it.each<[string, number | null | undefined, number]>([
    ['no override: the default', null, 2],
    ['override missing altogether', undefined, 2],
    ['an override of 1', 1, 1],
    ['an override of 5', 5, 5],
    ['the largest override', 20, 20],
    ['above the bounds is held at the largest', 99, MAX_STREAM_LIMIT],
    ['zero is held at one (an account that may stream at all has at least one)', 0, 1],
    ['a fraction is not a limit', 2.5, 2],
    ['NaN is not a limit', Number.NaN, 2],
  ])('%s', (_name, override, limit) => {
    expect(streamLimit(override)).toBe(limit)
  })

  it.each<[string, number | null, number]>([
    ['no override: the configured default', null, 3],
    ['an override wins over the configured default', 1, 1],
    ['a fraction falls back to the configured default', 1.5, 3],
  ])('with a configured default of 3, %s', (_name, override, limit) => {
    expect(streamLimit(override, 3)).toBe(limit)
  })
})

describe('the configured default (wrangler.toml STREAM_LIMIT_DEFAULT, issue 10 §4)', () => {
  it.each<[string | undefined, number | null]>([
    ['2', 2],
    ['3', 3],
    [' 4 ', 4],
    ['1', 1],
    ['20', 20],
    [undefined, null],
    ['', null],
    ['0', null],
    ['21', null],
    ['-1', null],
    ['2.5', null],
    ['1e1', null],
    ['two', null],
    ['0x3', null],
  ])('%j is %j', (configured, limit) => {
    expect(configuredStreamLimit(configured)).toBe(limit)
  })
})

describe("the site's default set in the back office over the configured one (issue 19 §7)", () => {
  it.each([
    [3, 2, 3],
    [1, 4, 1],
    [20, 2, 20],
    [null, 2, 2],
    [undefined, 3, 3],
    [0, 2, 2],
    [21, 2, 2],
    [2.5, 2, 2],
    ['3', 2, 2],
  ] as const)('stored %j, configured %i → %i', (stored, configured, expected) => {
    expect(siteDefaultStreamLimit(stored, configured)).toBe(expected)
  })
})

describe('one more device (SPEC §8.1 ERR_54648_1)', () => {
  const base: LeaseRequest = { deviceHasLease: false, activeLeases: 0, limit: 2, bypass: false }

  it.each<[string, Partial<LeaseRequest>, LeaseDecision]>([
    ['the first device is granted', {}, 'grant'],
    ['the second device is granted', { activeLeases: 1 }, 'grant'],
    ['a third device at limit 2 is refused', { activeLeases: 2 }, 'limitReached'],
    ['a device already holding a lease keeps it at the limit', { deviceHasLease: true, activeLeases: 2 }, 'keep'],
    ['a device holding a lease keeps it after the limit was lowered', { deviceHasLease: true, activeLeases: 3, limit: 1 }, 'keep'],
    ['an override of 5 admits a fifth device', { activeLeases: 4, limit: 5 }, 'grant'],
    ['an override of 1 refuses a second device', { activeLeases: 1, limit: 1 }, 'limitReached'],
    ['a bypassed account skips the limit', { activeLeases: 9, bypass: true }, 'grant'],
    ['a bypassed device checking again keeps its lease', { deviceHasLease: true, activeLeases: 9, bypass: true }, 'keep'],
  ])('%s', (_name, change, decision) => {
    expect(leaseDecision({ ...base, ...change })).toBe(decision)
  })
})
