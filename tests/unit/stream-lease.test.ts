import { describe, expect, it } from 'vitest'
import {
  LEASE_LAPSES_AFTER_MS,
  leaseIsCurrent,
  leaseLapsesAt,
  TOKEN_REUSE_MS,
  tokenDueForRenewal,
  tokenExpiryOf,
  tokenReusable,
} from '../../shared/rules/stream-lease'
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

describe('a re-check gets the same playback token back (issue 21, the session check CPU)', () => {
  const life = 300 * s
  const signedAt = t0
  const expiresAt = tokenExpiryOf(signedAt, life)

  it('the recorded expiry is the token exp of a token signed at that moment (whole seconds)', () => {
    expect(tokenExpiryOf(t0 + 999, life)).toBe(t0 + life)
    expect(tokenExpiryOf(t0 + 1000, life)).toBe(t0 + s + life)
  })

  it.each<[string, number | null, number, boolean]>([
    ['the same token, a second later', expiresAt, 1 * s, true],
    ['the same token, just under a minute later', expiresAt, TOKEN_REUSE_MS, true],
    ['the same token, over a minute later: a new one', expiresAt, TOKEN_REUSE_MS + 1, false],
    ['the isolate holds no token', null, 1 * s, false],
    ['renewed over the socket since (another expiry recorded)', expiresAt - 1000, 1 * s, false],
    ['an older token of the lease', expiresAt - 60 * s, 1 * s, false],
  ])('%s', (_name, held, later, reusable) => {
    expect(tokenReusable(expiresAt, held, signedAt + later, life)).toBe(reusable)
  })

  it('a reused token still has more time left than renewal waits for', () => {
    expect(life - TOKEN_REUSE_MS - 1).toBeGreaterThan(3 * CONCURRENCY_PING_MS)
    expect(tokenDueForRenewal(expiresAt, signedAt + TOKEN_REUSE_MS)).toBe(false)
  })
})
