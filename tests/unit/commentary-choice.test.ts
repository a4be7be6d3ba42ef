import { describe, expect, it } from 'vitest'
import type { CommentaryLanguage } from '../../shared/rules/commentary-audio'
import { commentaryChoice, commentaryMenuOrder } from '../../shared/rules/commentary-choice'

// Issue 21 §3: page locale, saved choice and the tracks available → which commentary track plays first.

const BOTH: CommentaryLanguage[] = ['en', 'ar']

describe('commentaryChoice', () => {
  it.each([
    // page, account, device, available → language, because
    ['ar', null, null, BOTH, 'ar', 'pageLanguage'],
    ['en', null, null, BOTH, 'en', 'pageLanguage'],
    ['en', 'ar', null, BOTH, 'ar', 'saved'],
    ['ar', 'en', null, BOTH, 'en', 'saved'],
    ['en', null, 'ar', BOTH, 'ar', 'saved'],
    // The account's choice is the same on every device: it beats what this device remembers.
    ['en', 'en', 'ar', BOTH, 'en', 'saved'],
    // A stored value that is not a language (edited storage) is ignored.
    ['ar', null, 'fr', BOTH, 'ar', 'pageLanguage'],
    ['en', null, { language: 'ar' }, BOTH, 'en', 'pageLanguage'],
    // A saved language the stream lacks: the page's language, else the stream's default.
    ['ar', 'ar', null, ['en'], 'en', 'streamDefault'],
    ['en', null, 'ar', ['en'], 'en', 'pageLanguage'],
    ['ar', null, null, ['en'], 'en', 'streamDefault'],
    ['en', null, null, ['ar'], 'ar', 'streamDefault'],
    ['en', null, null, ['ar', 'en'], 'en', 'pageLanguage'],
  ] as const)(
    'page %s, account %s, device %o, stream %o → %s (%s)',
    (pageLocale, accountChoice, deviceChoice, available, language, because) => {
      expect(commentaryChoice({ pageLocale, accountChoice, deviceChoice, available })).toMatchObject({ kind: 'track', language, because })
    },
  )

  it.each([
    [BOTH, true],
    [['en'], false],
    [['ar', 'ar'], false],
  ] as const)('a stream with %o offers a choice: %s', (available, offerChoice) => {
    expect(commentaryChoice({ pageLocale: 'en', accountChoice: null, deviceChoice: null, available })).toMatchObject({ offerChoice })
  })

  it('a stream without commentary languages has no track to choose', () => {
    expect(commentaryChoice({ pageLocale: 'ar', accountChoice: 'ar', deviceChoice: 'ar', available: [] })).toEqual({ kind: 'noTracks' })
  })
})

describe('commentaryMenuOrder', () => {
  it.each([
    [BOTH, 'ar', ['ar', 'en']],
    [BOTH, 'en', ['en', 'ar']],
    [['ar', 'en'], 'en', ['en', 'ar']],
    [['en'], 'ar', ['en']],
  ] as const)('%o on an %s page → %o', (available, locale, order) => {
    expect(commentaryMenuOrder(available, locale)).toEqual(order)
  })
})
