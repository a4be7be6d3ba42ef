import { describe, expect, it } from 'vitest'
import { boughtForSeason, matchPassEnd, oneOffGrant, seasonEnd } from '../../shared/rules/one-off-grant'

// issue 11 §5; SPEC §6 (a match pass is one game), §9.2 (the plus tier's season price).
describe('a match pass ends when its match day ends in London', () => {
  it.each([
    ['a 15:00 kick-off in winter (GMT)', '2026-11-22T15:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['a 19:45 kick-off in summer (BST)', '2026-08-11T18:45:00.000Z', '2026-08-11T23:00:00.000Z'],
    ['23:30 UTC in summer is already the next London day', '2026-08-11T23:30:00.000Z', '2026-08-12T23:00:00.000Z'],
    ['the day the clocks go back is 25 hours long', '2026-10-25T14:00:00.000Z', '2026-10-26T00:00:00.000Z'],
  ])('%s', (_name, kickoff, end) => {
    expect(matchPassEnd(kickoff)).toBe(end)
  })
})

describe('a season ends at the end of 30 June in London', () => {
  it.each([
    ['2025/26 with fixtures in its own years', 2025, '2026-05-02T14:00:00.000Z', '2026-06-30T23:00:00.000Z'],
    ['2025/26 without fixtures', 2025, null, '2026-06-30T23:00:00.000Z'],
    [
      'fixtures running later (the demo calendar): the 30 June after the last one',
      2025,
      '2027-05-08T14:00:00.000Z',
      '2027-06-30T23:00:00.000Z',
    ],
    ['a last fixture in July counts towards the next June', 2025, '2027-07-03T14:00:00.000Z', '2028-06-30T23:00:00.000Z'],
  ])('%s', (_name, startYear, lastFixture, end) => {
    expect(seasonEnd(startYear, lastFixture)).toBe(end)
  })
})

describe('what a paid one-off purchase grants', () => {
  const now = new Date('2026-11-22T16:00:00.000Z')
  it.each([
    [
      "a pass for today's match: to midnight",
      { matchKickoff: '2026-11-22T15:00:00.000Z' },
      { state: 'granted', endsAt: '2026-11-23T00:00:00.000Z' },
    ],
    ["a pass for yesterday's match: nothing", { matchKickoff: '2026-11-21T15:00:00.000Z' }, { state: 'over' }],
    [
      'a pass for a match still live since yesterday: to midnight today',
      { matchKickoff: '2026-11-21T15:00:00.000Z', matchLive: true },
      { state: 'granted', endsAt: '2026-11-23T00:00:00.000Z' },
    ],
    [
      "a pass for today's live match: its own day",
      { matchKickoff: '2026-11-22T15:00:00.000Z', matchLive: true },
      { state: 'granted', endsAt: '2026-11-23T00:00:00.000Z' },
    ],
    [
      'the season price before the season ends',
      { seasonEnd: '2027-06-30T23:00:00.000Z' },
      { state: 'granted', endsAt: '2027-06-30T23:00:00.000Z' },
    ],
    ['the season price after it ended', { seasonEnd: '2026-06-30T23:00:00.000Z' }, { state: 'over' }],
  ])('%s', (_name, kind, expected) => {
    expect(oneOffGrant(kind, now)).toEqual(expected)
  })
})

describe('which season a season price was bought for', () => {
  it.each([
    ['bought in August 2025: for 2025/26', '2025-08-01T10:00:00.000Z', 2025, true],
    ['bought the moment 2024/25 ended (midnight after 30 June, BST): for 2025/26', '2025-06-30T23:00:00.000Z', 2025, true],
    ['bought on 30 June 2025: for 2024/25, not 2025/26', '2025-06-30T12:00:00.000Z', 2025, false],
    ['bought a year before: not for 2025/26', '2024-09-01T10:00:00.000Z', 2025, false],
    ['bought during 2025/26 when the demo calendar runs a year ahead: still for it', '2026-11-22T16:00:00.000Z', 2025, true],
  ])('%s', (_name, boughtAt, startYear, expected) => {
    expect(boughtForSeason(boughtAt, startYear)).toBe(expected)
  })
})
