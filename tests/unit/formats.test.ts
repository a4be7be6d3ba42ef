import { describe, expect, it } from 'vitest'
import { formatDate, formatDuration, londonDateParts, londonDayRange, newsArticlePath, truncateTitle } from '../../shared/rules/formats'
import { matchRoute } from '../../shared/routes'

describe('formatDate shows the Europe/London date (SPEC §9.1)', () => {
  it.each([
    ['2025-08-09T14:00:00.000Z', 'default', '9 Aug 2025'],
    ['2025-08-09T14:00:00.000Z', 'match', 'Sat 9 Aug'],
    ['2025-08-09T14:00:00.000Z', 'search', '9 Aug 2025'],
    // 23:30 UTC in summer is already the next day in London (BST, UTC+1)
    ['2025-08-09T23:30:00.000Z', 'default', '10 Aug 2025'],
    ['2025-08-09T23:30:00.000Z', 'match', 'Sun 10 Aug'],
    // 23:30 UTC in winter is still the same day (GMT)
    ['2025-12-31T23:30:00.000Z', 'default', '31 Dec 2025'],
    ['2025-12-31T23:30:00Z', 'match', 'Wed 31 Dec'],
    ['2026-01-01T00:30:00+01:00', 'default', '31 Dec 2025'],
  ] as const)('%s as %s is %s', (iso, format, expected) => {
    expect(formatDate(iso, format)).toBe(expected)
  })

  it('uses the default format when none is given', () => {
    expect(formatDate('2025-03-01T12:00:00.000Z')).toBe('1 Mar 2025')
  })

  it('uses the same patterns and names for Arabic', () => {
    expect(formatDate('2025-08-09T14:00:00.000Z', 'match', 'ar')).toBe('Sat 9 Aug')
  })

  it('shows nothing for an unparseable date', () => {
    expect(formatDate('not a date', 'default')).toBe('')
  })
})

describe('formatDuration (SPEC §9.1)', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [65.9, '01:05'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '1hr 00'],
    [3725, '1hr 02'],
    [5399, '1hr 29'],
    [36000, '10hr 00'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
    [Number.POSITIVE_INFINITY, '00:00'],
  ])('%s seconds shows %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected)
  })
})

describe('truncateTitle (SPEC §9.1)', () => {
  const exactly48 = 'x'.repeat(48)
  it.each([
    ['a short title', 'Town win', 'Town win'],
    ['a title of exactly 48 characters', exactly48, exactly48],
    ['a title of 49 characters', `${exactly48}y`, `${exactly48}...`],
    ['an Arabic title over the limit', 'ع'.repeat(60), `${'ع'.repeat(48)}...`],
    ['a title with emoji, counted as characters', `${'⚽'.repeat(49)}`, `${'⚽'.repeat(48)}...`],
    ['an empty title', '', ''],
  ])('keeps %s to the limit', (_why, title, expected) => {
    expect(truncateTitle(title)).toBe(expected)
  })

  it('accepts another limit', () => {
    expect(truncateTitle('Ipswich Town', 7)).toBe('Ipswich...')
  })
})

describe('London calendar dates', () => {
  it.each([
    ['a summer afternoon', '2025-08-09T14:00:00.000Z', { year: 2025, month: 8, day: 9 }],
    ['a summer night after 23:00 UTC', '2025-08-09T23:30:00.000Z', { year: 2025, month: 8, day: 10 }],
    ['a winter night after 23:00 UTC', '2025-01-15T23:30:00.000Z', { year: 2025, month: 1, day: 15 }],
    ['New Year in London', '2025-12-31T23:59:59.999Z', { year: 2025, month: 12, day: 31 }],
    ['the last BST midnight', '2025-10-25T23:00:00.000Z', { year: 2025, month: 10, day: 26 }],
  ])('londonDateParts reads %s', (_why, iso, parts) => {
    expect(londonDateParts(iso)).toStrictEqual(parts)
  })

  it('londonDateParts refuses a bad instant', () => {
    expect(() => londonDateParts('nope')).toThrow(RangeError)
  })

  it.each([
    ['a summer day (BST)', [2025, 8, 9], '2025-08-08T23:00:00.000Z', '2025-08-09T23:00:00.000Z'],
    ['a winter day (GMT)', [2025, 1, 15], '2025-01-15T00:00:00.000Z', '2025-01-16T00:00:00.000Z'],
    ['the 25-hour day the clocks go back', [2025, 10, 26], '2025-10-25T23:00:00.000Z', '2025-10-27T00:00:00.000Z'],
    ['the 23-hour day the clocks go forward', [2025, 3, 30], '2025-03-30T00:00:00.000Z', '2025-03-30T23:00:00.000Z'],
    ['the last day of a month', [2024, 2, 29], '2024-02-29T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    ['a summer month', [2025, 8], '2025-07-31T23:00:00.000Z', '2025-08-31T23:00:00.000Z'],
    ['the month the clocks go back', [2025, 10], '2025-09-30T23:00:00.000Z', '2025-11-01T00:00:00.000Z'],
    ['December', [2025, 12], '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['a year', [2025], '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
  ] as const)('londonDayRange bounds %s', (_why, args, from, to) => {
    expect(londonDayRange(...(args as unknown as [number, number?, number?]))).toStrictEqual({ from, to })
  })

  it.each([
    ['30 February', [2025, 2, 30]],
    ['month 13', [2025, 13]],
    ['month 0', [2025, 0]],
    ['a fractional day', [2025, 1, 1.5]],
    ['a day without a month', [2025, undefined, 3]],
  ])('londonDayRange refuses %s', (_why, args) => {
    expect(() => londonDayRange(...(args as [number, number?, number?]))).toThrow(RangeError)
  })
})

describe('newsArticlePath gives the canonical dated URL (SPEC §2.1)', () => {
  it.each([
    ['town-win', '2025-08-09T14:00:00.000Z', '/news/2025/08/09/town-win'],
    ['late-goal', '2025-08-09T23:30:00.000Z', '/news/2025/08/10/late-goal'],
    ['new-year', '2025-12-31T23:30:00.000Z', '/news/2025/12/31/new-year'],
    ['فوز', '2025-03-05T10:00:00.000Z', `/news/2025/03/05/${encodeURIComponent('فوز')}`],
  ])('%s published %s is at %s', (slug, publishedAt, path) => {
    expect(newsArticlePath({ slug, publishedAt })).toBe(path)
  })

  it('is read back by the route table with the same slug', () => {
    const path = newsArticlePath({ slug: 'فوز-كبير', publishedAt: '2025-10-25T23:30:00.000Z' })
    expect(matchRoute(path)).toMatchObject({
      name: 'newsArticle',
      params: { year: '2025', month: '10', day: '26', slug: 'فوز-كبير' },
    })
  })
})
