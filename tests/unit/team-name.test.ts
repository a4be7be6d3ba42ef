import { describe, expect, it } from 'vitest'
import { translator } from '../../shared/i18n'
import { teamDisplayName } from '../../shared/rules/team-name'

describe('teamDisplayName', () => {
  const t = translator('en')
  it.each([
    ['', 'Men', 'First Team'],
    ['women', 'Women', 'Women'],
    ['u18', 'U18', 'U18'],
  ] as const)('slug "%s" (%s) → %s', (slug, name, expected) => {
    expect(teamDisplayName({ slug, name }, t)).toBe(expected)
  })
})
