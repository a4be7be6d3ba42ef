import { describe, expect, it } from 'vitest'
import { chooseFeedSection, chosenSectionKey, type FeedSectionChoice, type SectionTotal } from '../../shared/rules/feed-section'

const latest: SectionTotal[] = [
  { key: 'current', total: 40 },
  { key: 'fallback', total: 12 },
  { key: 'interviews', total: 5 },
  { key: 'empty-rail', total: 0 },
]
const nothingLive: SectionTotal[] = [
  { key: 'current', total: 0 },
  { key: 'fallback', total: 12 },
]
const noFallback: SectionTotal[] = [{ key: 'current', total: 0 }]
const bothEmpty: SectionTotal[] = [
  { key: 'current', total: 0 },
  { key: 'fallback', total: 0 },
]

// SPEC §7: section defaults to 'current'; unknown or empty falls back to the feed's 'fallback'.
describe('feed section choice', () => {
  it.each<[string, string | undefined, SectionTotal[], FeedSectionChoice]>([
    ['no section asked means the current one', undefined, latest, { kind: 'requested', key: 'current' }],
    ['an empty string is no section too', '', latest, { kind: 'requested', key: 'current' }],
    ['a named section with items answers itself', 'interviews', latest, { kind: 'requested', key: 'interviews' }],
    ['the fallback can be asked for by name', 'fallback', latest, { kind: 'requested', key: 'fallback' }],
    ['an unknown key falls back', 'no-such-rail', latest, { kind: 'fallback', key: 'fallback', because: 'unknown' }],
    ['an empty named section falls back', 'empty-rail', latest, { kind: 'fallback', key: 'fallback', because: 'empty' }],
    ['nothing live now: current falls back to highlights', undefined, nothingLive, { kind: 'fallback', key: 'fallback', because: 'empty' }],
    ['without a fallback an empty section answers itself', 'current', noFallback, { kind: 'emptyRequested', key: 'current' }],
    ['without a fallback an unknown key answers nothing', 'other', noFallback, { kind: 'none' }],
    ['an empty fallback asked for by name is itself, not a loop', 'fallback', bothEmpty, { kind: 'emptyRequested', key: 'fallback' }],
    [
      'an empty current falls back even to an empty fallback',
      'current',
      bothEmpty,
      { kind: 'fallback', key: 'fallback', because: 'empty' },
    ],
    ['a feed without sections answers nothing', undefined, [], { kind: 'none' }],
    ['keys are exact: case differs, so it is unknown', 'Current', latest, { kind: 'fallback', key: 'fallback', because: 'unknown' }],
  ])('%s', (_name, requested, sections, expected) => {
    expect(chooseFeedSection(requested, sections)).toEqual(expected)
  })

  it.each<[FeedSectionChoice, string | null]>([
    [{ kind: 'requested', key: 'current' }, 'current'],
    [{ kind: 'fallback', key: 'fallback', because: 'empty' }, 'fallback'],
    [{ kind: 'emptyRequested', key: 'current' }, 'current'],
    [{ kind: 'none' }, null],
  ])('%o answers with %s', (choice, key) => {
    expect(chosenSectionKey(choice)).toBe(key)
  })
})
