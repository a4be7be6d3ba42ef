import { describe, expect, it } from 'vitest'
import { unsoldTerritoryRefusal } from '../../shared/rules/unsold-territories'

// Issue 19 §7, SPEC §1: the administrator's unsold territories never include the home nations.
describe('unsoldTerritoryRefusal', () => {
  it.each([
    ['US', false],
    ['JP', false],
    ['GB', true],
    ['IE', true],
    ['JE', true],
    ['GG', true],
    ['IM', true],
    ['us', true],
    ['USA', true],
    ['', true],
  ])('%s refused: %s', (code, refused) => {
    expect(unsoldTerritoryRefusal(code) !== null).toBe(refused)
  })
})
