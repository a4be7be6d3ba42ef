import { describe, expect, it } from 'vitest'
import { type LiveProduct, type LiveRightsDecision, liveRights, type LiveRightsConfig } from '../../shared/rules/live-rights'

// SPEC §1, §6: the demo's data (seed 'liveRights' and unsold_territories) in small: JP, US and AU unsold, FR and DE sold.
const config: LiveRightsConfig = {
  seasonSlug: '2025-26',
  blackoutCountries: ['GB', 'IE', 'JE', 'GG', 'IM'],
  unsoldTerritories: ['JP', 'US', 'AU'],
}

const decide = (product: LiveProduct, country: string, firstTeam = true, seasonSlug = '2025-26') =>
  liveRights({ product, country, firstTeam, seasonSlug }, config)

// Each row: country, then the decision for live audio, live video, buying plus, buying a match pass (first team, 2025/26).
const TABLE: Array<[string, LiveRightsDecision, LiveRightsDecision, LiveRightsDecision, LiveRightsDecision]> = [
  ['GB', 'allowed', 'blackout', 'homeNation', 'blackout'],
  ['IE', 'allowed', 'blackout', 'homeNation', 'blackout'],
  ['JE', 'allowed', 'blackout', 'homeNation', 'blackout'],
  ['GG', 'allowed', 'blackout', 'homeNation', 'blackout'],
  ['IM', 'allowed', 'blackout', 'homeNation', 'blackout'],
  ['XX', 'allowed', 'unknownCountry', 'unknownCountry', 'unknownCountry'],
  ['T1', 'allowed', 'unknownCountry', 'unknownCountry', 'unknownCountry'],
  ['US', 'allowed', 'allowed', 'allowed', 'allowed'],
  ['JP', 'allowed', 'allowed', 'allowed', 'allowed'],
  ['AU', 'allowed', 'allowed', 'allowed', 'allowed'],
  ['DE', 'allowed', 'notUnsoldTerritory', 'allowed', 'notUnsoldTerritory'],
  ['FR', 'allowed', 'notUnsoldTerritory', 'allowed', 'notUnsoldTerritory'],
]

describe('live rights by the edge country (SPEC §1, §6)', () => {
  it.each(TABLE)('from %s: audio %s, video %s, buy plus %s, buy pass %s', (country, audio, video, plus, pass) => {
    expect(decide('liveAudio', country)).toBe(audio)
    expect(decide('liveVideo', country)).toBe(video)
    expect(decide('buyPlusTier', country)).toBe(plus)
    expect(decide('buyMatchPass', country)).toBe(pass)
  })

  it.each(TABLE.map(([country]) => country))(
    'other teams are outside the first-team rights from %s, but never from an unknown country',
    (country) => {
      const expected: LiveRightsDecision = country === 'XX' || country === 'T1' ? 'unknownCountry' : 'allowed'
      expect(decide('liveVideo', country, false)).toBe(expected)
      expect(decide('buyMatchPass', country, false)).toBe(expected)
    },
  )

  it('the blackout is for the configured season; a sold territory stays refused in any season', () => {
    expect(decide('liveVideo', 'GB', true, '2026-27')).toBe('allowed')
    expect(decide('liveVideo', 'DE', true, '2026-27')).toBe('notUnsoldTerritory')
  })

  it.each(['gb', 'jp', '', 'GBR', '1A', 'A'])(
    'reads the country %j case-insensitively and refuses what is not a country code',
    (country) => {
      const upper = country.toUpperCase()
      const expected = upper === 'GB' ? 'blackout' : upper === 'JP' ? 'allowed' : 'unknownCountry'
      expect(decide('liveVideo', country)).toBe(expected)
    },
  )

  it('the lists are data: a territory added to the unsold list is allowed at once', () => {
    const withFrance = { ...config, unsoldTerritories: [...config.unsoldTerritories, 'FR'] }
    expect(liveRights({ product: 'liveVideo', country: 'FR', firstTeam: true, seasonSlug: '2025-26' }, withFrance)).toBe('allowed')
  })
})
