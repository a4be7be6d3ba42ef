import { describe, expect, it } from 'vitest'
import { fixturesVisibility, teamsVisibility } from '../../shared/rules/team-visibility'

// SPEC §3 Team: showOnMatches / externalMatchPage and showOnTeams / externalTeamPage.
describe('fixturesVisibility: the fixtures pages, their switcher and the match centre', () => {
  it.each([
    { shown: true, external: '', expected: 'page' },
    { shown: true, external: 'https://academy.example/fixtures', expected: 'external' },
    { shown: false, external: '', expected: 'hidden' },
    // not shown wins: a hidden team is not linked out either
    { shown: false, external: 'https://academy.example/fixtures', expected: 'hidden' },
  ] as const)('showOnMatches $shown, externalMatchPage "$external" → $expected', ({ shown, external, expected }) => {
    expect(fixturesVisibility({ showOnMatches: shown, externalMatchPage: external })).toBe(expected)
  })
})

describe('teamsVisibility: the /teams cards and /teams/{team}', () => {
  it.each([
    { shown: true, external: '', expected: 'page' },
    { shown: true, external: 'https://women.example/squad', expected: 'external' },
    { shown: false, external: '', expected: 'hidden' },
    { shown: false, external: 'https://women.example/squad', expected: 'hidden' },
  ] as const)('showOnTeams $shown, externalTeamPage "$external" → $expected', ({ shown, external, expected }) => {
    expect(teamsVisibility({ showOnTeams: shown, externalTeamPage: external })).toBe(expected)
  })
})
