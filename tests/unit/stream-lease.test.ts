import { describe, expect, it } from 'vitest'
import { LEASE_LAPSES_AFTER_MS, leaseIsCurrent, leaseLapsesAt, tokenDueForRenewal } from '../../shared/rules/stream-lease'
import { CONCURRENCY_PING_MS } from '../../shared/timing'

const t0 = Date.UTC(2026, 7, 22, 15, 0, 0)
const s = 1000

describe('lease lapse (SPEC §9.4 ping 30000 ms, issue 10 §4)', () => {
  it('pings every 30 s and lapses after two missed pings and a little slack', () => {
    expect(CONCURRENCY_PING_MS).toBe(30_000)
    expect(LEASE_LAPSES_AFTER_MS).toBeGreaterThan(2 * CONCURRENCY_PING_MS)
    expect(LEASE_LAPSES_AFTER_MS).toBeLessThan(3 * CONCURRENCY_PING_MS)
    expect(leaseLapsesAt(t0)).toBe(t0 + LEASE_LAPSES_AFTER_MS)
  })

  it.each<[string, number, boolean]>([
    ['just pinged', 0, true],
    ['one ping interval ago', 30 * s, true],
    ['one ping missed', 60 * s, true],
    ['a late second ping is still in time', 64 * s, true],
    ['two pings missed and the slack gone', 66 * s, false],
    ['long gone', 600 * s, false],
  ])('%s', (_name, sinceLastPing, current) => {
    expect(leaseIsCurrent(t0, t0 + sinceLastPing)).toBe(current)
  })
})

describe('playback token renewal (issue 10 §8: tokens never expire mid-match)', () => {
  const expiresAt = t0 + 300 * s

  it.each<[string, number, boolean]>([
    ['a fresh token is not renewed', 0, false],
    ['two minutes in, not yet', 120 * s, false],
    ['with three pings left it is renewed', 210 * s, true],
    ['with one ping left it is renewed', 270 * s, true],
    ['an expired token is renewed', 301 * s, true],
  ])('%s', (_name, age, due) => {
    expect(tokenDueForRenewal(expiresAt, t0 + age)).toBe(due)
  })

  it('a device pinging every 30 s is renewed before its token expires, even after a missed ping', () => {
    for (const missed of [null, 180, 210, 240]) {
      const pings = Array.from({ length: 10 }, (_, i) => (i + 1) * 30).filter((at) => at !== missed)
      const renewal = pings.find((at) => tokenDueForRenewal(expiresAt, t0 + at * s))
      expect(renewal).toBeDefined()
      expect(renewal!).toBeLessThan(300)
    }
  })
})
