import { describe, expect, it } from 'vitest'
import { type PlayerSidebar, playerSidebar } from '../../shared/rules/player-sidebar'

// SPEC §2.6: 'Related' when a section is set, 'Latest' otherwise, hidden for 'hidden'.
describe('player sidebar', () => {
  it.each<[string | null | undefined, PlayerSidebar]>([
    [null, 'latest'],
    [undefined, 'latest'],
    ['', 'latest'],
    ['  ', 'latest'],
    ['current', 'related'],
    ['interviews', 'related'],
    ['full-match-replay', 'related'],
    ['hidden', 'hidden'],
    ['Hidden', 'related'], // section keys are exact
  ])('section %j shows %s', (section, sidebar) => {
    expect(playerSidebar(section)).toBe(sidebar)
  })
})
