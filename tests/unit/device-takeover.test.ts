import { describe, expect, it } from 'vitest'
import { type TakeoverDecision, type TakeoverInput, takeoverDecision } from '../../shared/rules/device-takeover'

const base: TakeoverInput = { target: 'streaming', askingHasLease: false, activeLeases: 2, targetLeases: 1, limit: 2, bypass: false }

describe("'Watch here instead' (issue 21 §5)", () => {
  it.each<[string, Partial<TakeoverInput>, TakeoverDecision]>([
    ['at the limit, naming another streaming device: it ends and this one is admitted', {}, 'takeOver'],
    ['with a free place it still ends the device named, as pressed', { activeLeases: 1 }, 'takeOver'],
    ['a limit of one: the one device is swapped for this one', { activeLeases: 1, limit: 1 }, 'takeOver'],
    ['naming itself takes nothing over', { target: 'thisDevice' }, 'ownDevice'],
    ['naming itself while holding a lease is still its own device', { target: 'thisDevice', askingHasLease: true }, 'ownDevice'],
    [
      'a device no longer streaming (another press ended it first)',
      { target: 'notStreaming', activeLeases: 2, targetLeases: 0 },
      'deviceNotStreaming',
    ],
    ['a sessionID that is not the account’s finds no lease', { target: 'notStreaming', targetLeases: 0 }, 'deviceNotStreaming'],
    ['a target with no lease counted is not streaming, whatever it was called', { targetLeases: 0 }, 'deviceNotStreaming'],
    ['this device already holds a lease: nobody is ended', { askingHasLease: true }, 'alreadyAdmitted'],
    [
      'already admitted wins over a target already gone',
      { askingHasLease: true, target: 'notStreaming', targetLeases: 0 },
      'alreadyAdmitted',
    ],
    ['the limit lowered to one while two stream: ending one still leaves it full', { activeLeases: 2, limit: 1 }, 'limitReached'],
    ['three streaming on a limit of two (lowered meanwhile): still full', { activeLeases: 3 }, 'limitReached'],
    ['a sessionID copied into two browsers: both its leases end, so there is room', { activeLeases: 3, targetLeases: 2 }, 'takeOver'],
    ['a bypassed account has no limit', { activeLeases: 5, limit: 1, bypass: true }, 'takeOver'],
    [
      'a bypassed account still cannot take over a device that is gone',
      { bypass: true, target: 'notStreaming', targetLeases: 0 },
      'deviceNotStreaming',
    ],
  ])('%s', (_name, change, decision) => {
    expect(takeoverDecision({ ...base, ...change })).toBe(decision)
  })

  it('never admits a device so that the account ends over its limit', () => {
    for (let limit = 1; limit <= 4; limit++) {
      for (let active = 0; active <= 6; active++) {
        for (let target = 0; target <= Math.min(active, 2); target++) {
          const decision = takeoverDecision({
            ...base,
            target: target > 0 ? 'streaming' : 'notStreaming',
            activeLeases: active,
            targetLeases: target,
            limit,
          })
          if (decision === 'takeOver') expect(active - target + 1).toBeLessThanOrEqual(limit)
        }
      }
    }
  })
})
