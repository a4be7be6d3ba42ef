import { describe, expect, it } from 'vitest'
import { translator } from '../../shared/i18n'
import { countForm } from '../../shared/rules/count-form'

describe('countForm', () => {
  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'other'],
    [24, 'other'],
  ] as const)('%i → %s', (count, expected) => {
    expect(countForm(count)).toBe(expected)
  })
})

describe('counted texts in the catalogue', () => {
  const t = translator('en')
  it.each([
    [1, '1 player', '1 article'],
    [24, '24 players', '24 articles'],
    [0, '0 players', '0 articles'],
  ] as const)('%i → %s, %s', (count, players, articles) => {
    expect(t(`teams.players.${countForm(count)}`, { count })).toBe(players)
    expect(t(`category.articles.${countForm(count)}`, { count })).toBe(articles)
  })
})
