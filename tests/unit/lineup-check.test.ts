import { describe, expect, it } from 'vitest'
import { type LineupEntry, lineupProblems } from '../../shared/rules/lineup-check'

// Issue 19 §4: a line-up an editor enters is one a referee would accept.

const squad = new Set(Array.from({ length: 30 }, (_, i) => i + 1))
const starter = (playerId: number, extra: Partial<LineupEntry> = {}): LineupEntry => ({
  playerId,
  role: 'starter',
  shirtNumber: playerId,
  isCaptain: false,
  ...extra,
})
const sub = (playerId: number, extra: Partial<LineupEntry> = {}) => starter(playerId, { role: 'sub', ...extra })
const eleven = Array.from({ length: 11 }, (_, i) => starter(i + 1))

describe('lineupProblems', () => {
  it.each<[string, LineupEntry[], Array<{ index: number | null; field: string }>]>([
    [
      'an XI, a captain and seven subs',
      [...eleven.map((e, i) => (i === 0 ? { ...e, isCaptain: true } : e)), ...[12, 13, 14, 15, 16, 17, 18].map((id) => sub(id))],
      [],
    ],
    ['an empty sheet (not yet announced)', [], []],
    ['twelve starters', [...eleven, starter(12)], [{ index: null, field: 'entries' }]],
    ['thirteen substitutes', [...eleven, ...Array.from({ length: 13 }, (_, i) => sub(12 + i))], [{ index: null, field: 'entries' }]],
    ['a player of another team', [starter(99)], [{ index: 0, field: 'playerId' }]],
    ['the same player twice', [starter(1), sub(1, { shirtNumber: 40 })], [{ index: 1, field: 'playerId' }]],
    ['the same shirt number twice', [starter(1), sub(2, { shirtNumber: 1 })], [{ index: 1, field: 'shirtNumber' }]],
    ['players without numbers', [starter(1, { shirtNumber: null }), starter(2, { shirtNumber: null })], []],
    ['two captains', [starter(1, { isCaptain: true }), starter(2, { isCaptain: true })], [{ index: 1, field: 'isCaptain' }]],
    ['a captain on the bench', [sub(1, { isCaptain: true })], [{ index: 0, field: 'isCaptain' }]],
  ])('%s', (_name, entries, expected) => {
    expect(lineupProblems(entries, squad).map(({ index, field }) => ({ index, field }))).toEqual(expected)
  })

  it('says which line has the number already', () => {
    expect(lineupProblems([starter(1), sub(2, { shirtNumber: 1 })], squad)[0]?.message).toBe('Number 1 is also line 1')
  })
})
