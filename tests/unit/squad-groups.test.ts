import { describe, expect, it } from 'vitest'
import { squadGroups } from '../../shared/rules/squad-groups'
import type { Position } from '../../shared/types/football'

const p = (name: string, position: Position) => ({ name, position })
const squad = [
  p('Forward A', 'Forward'),
  p('Keeper', 'Goalkeeper'),
  p('Back A', 'Defender'),
  p('Forward B', 'Forward'),
  p('Back B', 'Defender'),
]

// SPEC §3 Team isSingleGroup: by position, or one group.
describe('squadGroups', () => {
  it.each([
    {
      name: 'by position, in position order, players in their order, empty positions left out',
      players: squad,
      single: false,
      expected: [
        { position: 'Goalkeeper', names: ['Keeper'] },
        { position: 'Defender', names: ['Back A', 'Back B'] },
        { position: 'Forward', names: ['Forward A', 'Forward B'] },
      ],
    },
    {
      name: 'a single-group team has one group in squad order',
      players: squad,
      single: true,
      expected: [{ position: null, names: ['Forward A', 'Keeper', 'Back A', 'Forward B', 'Back B'] }],
    },
    { name: 'an empty squad has no groups', players: [], single: false, expected: [] },
    { name: 'an empty single-group squad has no groups', players: [], single: true, expected: [] },
  ])('$name', ({ players, single, expected }) => {
    expect(squadGroups(players, single).map((g) => ({ position: g.position, names: g.players.map((x) => x.name) }))).toEqual(expected)
  })
})
