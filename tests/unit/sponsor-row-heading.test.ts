import { describe, expect, it } from 'vitest'
import { type SponsorRowHeadingTag, sponsorRowHeadingTag } from '../../shared/rules/sponsor-row-heading'

describe('sponsorRowHeadingTag picks the row title element from titleSize (SPEC §3)', () => {
  it.each<[string, SponsorRowHeadingTag]>([
    ['h2', 'h2'],
    ['h3', 'h3'],
    ['h4', 'h4'],
    ['h5', 'h5'],
    ['h6', 'h6'],
    ['span', 'span'],
    // Editors' casing and stray spaces still name the tag.
    ['H4', 'h4'],
    [' h5 ', 'h5'],
    // The page keeps its one h1: a footer row never takes it.
    ['h1', 'h2'],
    // Nothing usable: the default heading.
    ['', 'h2'],
    ['h7', 'h2'],
    ['large', 'h2'],
    ['div', 'h2'],
  ])('%j → %s', (titleSize, tag) => {
    expect(sponsorRowHeadingTag(titleSize)).toBe(tag)
  })
})
