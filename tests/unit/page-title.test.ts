import { describe, expect, it } from 'vitest'
import { composePageTitle } from '../../shared/rules/page-title'

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
})
