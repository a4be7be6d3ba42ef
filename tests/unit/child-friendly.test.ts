import { describe, expect, it } from 'vitest'
import { childFriendlyState, keepForViewer } from '../../shared/rules/child-friendly'

// SPEC §1, §4.2, §4.10, §6: child-friendly mode hides what is not flagged child friendly.
describe('childFriendlyState', () => {
  it.each([
    { flagged: true, mode: true, expected: 'shown' },
    { flagged: false, mode: true, expected: 'hiddenForChildren' },
    { flagged: true, mode: false, expected: 'shown' },
    { flagged: false, mode: false, expected: 'shown' },
  ] as const)('flagged $flagged, mode on $mode → $expected', ({ flagged, mode, expected }) => {
    expect(childFriendlyState(flagged, { childFriendlyMode: mode })).toBe(expected)
  })
})

describe('keepForViewer', () => {
  const sponsors = [
    { name: 'Suffolk Mutual', childFriendly: true },
    { name: 'BetNorth', childFriendly: false },
    { name: 'Riverside Motors', childFriendly: true },
    { name: 'Gipping Brewery', childFriendly: false },
  ]
  it.each([
    { mode: true, expected: ['Suffolk Mutual', 'Riverside Motors'] },
    { mode: false, expected: ['Suffolk Mutual', 'BetNorth', 'Riverside Motors', 'Gipping Brewery'] },
  ])('mode on $mode keeps $expected in order', ({ mode, expected }) => {
    expect(keepForViewer(sponsors, (s) => s.childFriendly, { childFriendlyMode: mode }).map((s) => s.name)).toEqual(expected)
  })
  it('an empty list stays empty', () => {
    expect(keepForViewer([], () => false, { childFriendlyMode: true })).toEqual([])
  })
})
