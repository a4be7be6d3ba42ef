import { describe, expect, it } from 'vitest'
import {
  SOCKET_RETRY_FIRST_MS,
  SOCKET_RETRY_MAX_MS,
  SOCKET_RETRY_ONLINE_SPREAD_MS,
  type SocketRetry,
  type SocketRetryInput,
  socketRetry,
} from '../../shared/rules/socket-retry'

const base: SocketRetryInput = { online: true, attempt: 0, networkReturned: false, random: 0 }

describe('reconnecting the live socket (issue 21 §4)', () => {
  it.each<[string, Partial<SocketRetryInput>, SocketRetry]>([
    ['offline: no try, wait for the network', { online: false }, { kind: 'waitForOnline' }],
    ['offline even right after an online event that was wrong', { online: false, networkReturned: true }, { kind: 'waitForOnline' }],
    ['the network returned: at once', { networkReturned: true }, { kind: 'retryIn', ms: 0 }],
    ['the network returned: spread over half a second at most', { networkReturned: true, random: 0.999 }, { kind: 'retryIn', ms: 499 }],
    ['the network returned, whatever tries failed before', { networkReturned: true, attempt: 9 }, { kind: 'retryIn', ms: 0 }],
    ['first try after a drop: half a second at least', { attempt: 0 }, { kind: 'retryIn', ms: 500 }],
    ['first try after a drop: a second at most', { attempt: 0, random: 0.999_999 }, { kind: 'retryIn', ms: 999 }],
    ['second try: one to two seconds', { attempt: 1, random: 0.5 }, { kind: 'retryIn', ms: 1500 }],
    ['third try: two to four seconds', { attempt: 2 }, { kind: 'retryIn', ms: 2000 }],
    ['fifth try: eight to sixteen would pass the cap, so 7.5 to 15 s', { attempt: 4 }, { kind: 'retryIn', ms: 7500 }],
    ['the hundredth try stays at the cap', { attempt: 100, random: 0.999_999 }, { kind: 'retryIn', ms: 14_999 }],
    ['a random number out of range is held in range', { attempt: 0, random: 7 }, { kind: 'retryIn', ms: 999 }],
    ['a negative attempt counts as the first', { attempt: -3 }, { kind: 'retryIn', ms: 500 }],
  ])('%s', (_name, change, retry) => {
    expect(socketRetry({ ...base, ...change })).toEqual(retry)
  })

  it('waits grow and never pass the cap', () => {
    let previous = 0
    for (let attempt = 0; attempt < 40; attempt++) {
      const retry = socketRetry({ ...base, attempt, random: 0 })
      if (retry.kind !== 'retryIn') throw new Error('online must retry')
      expect(retry.ms).toBeGreaterThanOrEqual(previous)
      expect(retry.ms).toBeLessThanOrEqual(SOCKET_RETRY_MAX_MS)
      previous = retry.ms
    }
    expect(previous).toBe(SOCKET_RETRY_MAX_MS / 2)
    expect(SOCKET_RETRY_FIRST_MS).toBeLessThan(SOCKET_RETRY_MAX_MS)
  })

  it('the first try after the network returns leaves most of the 5 s for the check and the stream', () => {
    expect(SOCKET_RETRY_ONLINE_SPREAD_MS).toBeLessThanOrEqual(1_000)
  })
})
