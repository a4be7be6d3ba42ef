import { describe, expect, it } from 'vitest'
import { activeEntitlementCodes, type EntitlementGrant, grantState, matchPassCode } from '../../shared/rules/entitlements'

const NOW = new Date('2025-08-01T15:00:00.000Z')
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString()

const grant = (change: Partial<EntitlementGrant> = {}): EntitlementGrant => ({
  code: 'subscriber',
  matchId: null,
  startsAt: at(-86_400_000),
  endsAt: null,
  ...change,
})

describe('a grant counts from its start up to, not including, its end (SPEC §4.1, §6)', () => {
  it.each<[string, string, string, string | null]>([
    ['started yesterday, open-ended', 'active', at(-86_400_000), null],
    ['starts exactly now', 'active', at(0), null],
    ['starts one millisecond from now', 'notStarted', at(1), null],
    ['starts tomorrow, already "ended" yesterday', 'notStarted', at(86_400_000), at(-86_400_000)],
    ['started a millisecond ago', 'active', at(-1), null],
    ['ends one millisecond from now', 'active', at(-1000), at(1)],
    ['ends exactly now', 'expired', at(-1000), at(0)],
    ['ended a millisecond ago', 'expired', at(-1000), at(-1)],
    ['starts and ends at the same moment, now', 'expired', at(0), at(0)],
    ['a season pass in the middle of the season', 'active', '2025-07-01T00:00:00Z', '2026-06-30T23:59:59Z'],
    ['an offset time zone is the same instant', 'active', '2025-08-01T16:00:00+01:00', null],
    ['an offset time zone one second later', 'notStarted', '2025-08-01T16:00:01+01:00', null],
    ['an unreadable start never counts', 'notStarted', 'not a date', null],
    ['an empty start never counts', 'notStarted', '', null],
    ['an unreadable end never counts', 'expired', at(-1000), 'someday'],
    ['an empty end never counts', 'expired', at(-1000), ''],
  ])('%s → %s', (_name, state, startsAt, endsAt) => {
    expect(grantState({ startsAt, endsAt }, NOW)).toBe(state)
  })
})

describe('the codes an account holds now (SPEC §4.1; match passes SPEC §6)', () => {
  it.each<[string, EntitlementGrant[], string[]]>([
    ['no grants, no codes', [], []],
    ['freemium alone', [grant({ code: 'freemium' })], ['freemium']],
    ['sorted and without repeats', [grant({ code: 'subscriber' }), grant({ code: 'freemium' }), grant()], ['freemium', 'subscriber']],
    ['an expired subscription is gone', [grant({ code: 'freemium' }), grant({ endsAt: at(0) })], ['freemium']],
    ['a renewal that has not started yet is not held yet', [grant({ startsAt: at(1000) })], []],
    [
      'an expired grant and its live renewal: held once',
      [grant({ endsAt: at(-1) }), grant({ startsAt: at(-1), endsAt: at(86_400_000) })],
      ['subscriber'],
    ],
    ['a match pass names its match', [grant({ code: 'match-pass', matchId: 21 })], ['match-pass', 'match-pass:21']],
    [
      'two passes for two matches',
      [grant({ code: 'match-pass', matchId: 21 }), grant({ code: 'match-pass', matchId: 7 })],
      ['match-pass', 'match-pass:21', 'match-pass:7'],
    ],
    ['a pass whose match is unknown is a pass for no match', [grant({ code: 'match-pass', matchId: null })], ['match-pass']],
    ['an expired pass is gone with its match', [grant({ code: 'match-pass', matchId: 21, endsAt: at(0) })], []],
    ['a pass for a match that has not begun selling yet', [grant({ code: 'match-pass', matchId: 21, startsAt: at(1) })], []],
    ['a match id on a grant that is not a pass grants no pass', [grant({ code: 'subscriber', matchId: 21 })], ['subscriber']],
  ])('%s', (_name, grants, codes) => {
    expect(activeEntitlementCodes(grants, NOW)).toEqual(codes)
  })

  it('lists a pass under the code the stream rule asks for', () => {
    expect(matchPassCode(21)).toBe('match-pass:21')
  })

  it('reads the clock it is given, not the wall clock', () => {
    const grants = [grant({ startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-02-01T00:00:00Z' })]
    expect(activeEntitlementCodes(grants, new Date('2030-01-15T00:00:00Z'))).toEqual(['subscriber'])
    expect(activeEntitlementCodes(grants, new Date('2030-02-01T00:00:00Z'))).toEqual([])
  })
})
