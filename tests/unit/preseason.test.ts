import { describe, expect, it } from 'vitest'
import { preseasonState } from '../../shared/rules/preseason'

// SPEC §4.11: preseason mode is on for season slug 2025-26 and shows a "coming soon" message.
describe('preseasonState', () => {
  it.each([
    { display: true, flagged: '2025-26', season: '2025-26', expected: 'comingSoon' },
    { display: true, flagged: '2025-26', season: '2024-25', expected: 'off' },
    { display: false, flagged: '2025-26', season: '2025-26', expected: 'off' },
    { display: false, flagged: '2025-26', season: '2024-25', expected: 'off' },
    { display: true, flagged: '', season: '2025-26', expected: 'off' },
  ] as const)('display $display, flagged $flagged, season $season → $expected', ({ display, flagged, season, expected }) => {
    expect(preseasonState({ display, seasonSlug: flagged }, season)).toBe(expected)
  })
})
