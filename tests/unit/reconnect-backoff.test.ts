import { describe, expect, it } from 'vitest'
import { MATCH_SOCKET_BACKOFF, reconnectDelay } from '../../shared/rules/reconnect-backoff'

describe('reconnect backoff: exponential with full jitter (issue 21 §1)', () => {
  it.each<[string, number, number, number]>([
    ['first retry, the lowest draw', 0, 0, 0],
    ['first retry, half way', 0, 0.5, 500],
    ['first retry, just under the top', 0, 0.999, 999],
    ['second retry doubles the ceiling', 1, 0.5, 1_000],
    ['third retry', 2, 0.5, 2_000],
    ['fifth retry', 4, 0.75, 12_000],
    ['the cap holds from the sixth retry', 5, 0.999, 29_970],
    ['long offline: still the cap', 40, 0.5, 15_000],
    ['an absurd attempt number does not overflow', 10_000, 0.5, 15_000],
    ['a negative attempt is the first', -3, 0.5, 500],
    ['a fractional attempt counts whole ones', 1.9, 0.5, 1_000],
    ['NaN attempt is the first', Number.NaN, 0.5, 500],
    ['a draw above 1 is 1', 2, 7, 4_000],
    ['a negative draw is 0', 2, -1, 0],
    ['a NaN draw waits nothing rather than forever', 3, Number.NaN, 0],
  ])('%s', (_name, attempt, random, wait) => {
    expect(reconnectDelay(attempt, random)).toBe(wait)
  })

  it('never waits longer than the cap, whatever the attempt and draw', () => {
    for (let attempt = 0; attempt < 64; attempt += 1) {
      for (const random of [0, 0.25, 0.5, 0.99999]) {
        const wait = reconnectDelay(attempt, random)
        expect(wait).toBeGreaterThanOrEqual(0)
        expect(wait).toBeLessThanOrEqual(MATCH_SOCKET_BACKOFF.capMs)
      }
    }
  })

  it('takes another policy', () => {
    expect(reconnectDelay(3, 0.5, { baseMs: 100, capMs: 500 })).toBe(250)
  })
})
