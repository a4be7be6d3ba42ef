import { describe, expect, it } from 'vitest'
import { captionMenuOrder, initialCaption } from '../../shared/rules/caption-choice'
import type { CaptionLanguage } from '../../shared/rules/hls-subtitles'

// Issue 20 §6: the player's Captions menu.

describe('captionMenuOrder', () => {
  it.each<[CaptionLanguage[], 'en' | 'ar', CaptionLanguage[]]>([
    [['en', 'ar'], 'en', ['en', 'ar']],
    [['en', 'ar'], 'ar', ['ar', 'en']],
    [['en'], 'ar', ['en']],
    [['ar'], 'en', ['ar']],
    [[], 'ar', []],
  ])('%j on an %s page → %j', (languages, locale, expected) => {
    expect(captionMenuOrder(languages, locale)).toEqual(expected)
  })
})

describe('initialCaption', () => {
  it.each<[string | null, CaptionLanguage[], CaptionLanguage | null]>([
    [null, ['en', 'ar'], null],
    ['off', ['en', 'ar'], null],
    ['ar', ['en', 'ar'], 'ar'],
    ['ar', ['en'], null],
    ['fr', ['en'], null],
    ['<script>', ['en'], null],
  ])('stored %s with %j → %s', (stored, languages, expected) => {
    expect(initialCaption(stored, languages)).toBe(expected)
  })
})
