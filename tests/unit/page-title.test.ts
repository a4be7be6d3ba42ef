import { describe, expect, it } from 'vitest'
import { composePageTitle, scoredMatchTitle } from '../../shared/rules/page-title'

describe('page title', () => {
  it.each([
    ['Ipswich Town', 'News', 'Ipswich Town | News'],
    ['Town TV', 'FAQs', 'Town TV | FAQs'],
    ['Ipswich Town', null, 'Ipswich Town'],
    ['Ipswich Town', '   ', 'Ipswich Town'],
    ['Ipswich Town', '  Padded  ', 'Ipswich Town | Padded'],
  ])('prefix %j with title %j reads %j', (prefix, title, expected) => {
    expect(composePageTitle(prefix, title)).toBe(expected)
  })

  it.each([
    ['Ipswich Town | Ipswich Town v Norwich City', 2, 1, 'Ipswich Town | Ipswich Town 2–1 Norwich City'],
    ['Ipswich Town | Ipswich Town v Norwich City', 0, 0, 'Ipswich Town | Ipswich Town 0–0 Norwich City'],
    ['Ipswich Town | News', 1, 0, 'Ipswich Town | News'],
  ])('the live match title of %j at %i–%i reads %j (issue 21 §2)', (title, home, away, expected) => {
    expect(scoredMatchTitle(title, 'Ipswich Town', 'Norwich City', home, away)).toBe(expected)
  })
})
