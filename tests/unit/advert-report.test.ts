import { describe, expect, it } from 'vitest'
import { clickThroughRate, formatRate, MAX_REPORT_DAYS, reportCounts, reportRange } from '../../shared/rules/advert-report'

const TODAY = new Date('2026-11-22T15:30:00.000Z')

describe('the report’s days (issue 12 §5)', () => {
  it.each([
    [
      'nothing asked: the last 30 days, today included',
      undefined,
      undefined,
      { from: '2026-10-24', to: '2026-11-22', startUTC: '2026-10-24T00:00:00.000Z', endUTC: '2026-11-23T00:00:00.000Z' },
    ],
    [
      'one day',
      '2026-11-01',
      '2026-11-01',
      { from: '2026-11-01', to: '2026-11-01', startUTC: '2026-11-01T00:00:00.000Z', endUTC: '2026-11-02T00:00:00.000Z' },
    ],
    [
      'only from: up to today',
      '2026-11-20',
      undefined,
      { from: '2026-11-20', to: '2026-11-22', startUTC: '2026-11-20T00:00:00.000Z', endUTC: '2026-11-23T00:00:00.000Z' },
    ],
    [
      'only to: the 30 days up to it',
      undefined,
      '2026-03-01',
      { from: '2026-01-31', to: '2026-03-01', startUTC: '2026-01-31T00:00:00.000Z', endUTC: '2026-03-02T00:00:00.000Z' },
    ],
    [
      'across a leap day',
      '2028-02-28',
      '2028-03-01',
      { from: '2028-02-28', to: '2028-03-01', startUTC: '2028-02-28T00:00:00.000Z', endUTC: '2028-03-02T00:00:00.000Z' },
    ],
    [
      'the longest range',
      '2025-11-22',
      '2026-11-22',
      { from: '2025-11-22', to: '2026-11-22', startUTC: '2025-11-22T00:00:00.000Z', endUTC: '2026-11-23T00:00:00.000Z' },
    ],
  ])('%s', (_name, from, to, range) => {
    expect(reportRange(from, to, TODAY)).toEqual({ state: 'ok', ...range })
  })

  it.each([
    ['from after to', '2026-11-02', '2026-11-01', 'fromAfterTo'],
    ['from after today, no to', '2026-11-23', undefined, 'fromAfterTo'],
    ['one day over the longest', '2025-11-21', '2026-11-22', 'tooLong'],
  ] as const)('%s is refused', (_name, from, to, state) => {
    expect(reportRange(from, to, TODAY)).toEqual({ state })
  })

  it('the longest range is a year and a day', () => {
    expect(MAX_REPORT_DAYS).toBe(366)
  })
})

describe('click-through rate', () => {
  it.each([
    [0, 0, null],
    [0, 3, null],
    [4, 0, 0],
    [4, 1, 0.25],
    [3, 1, 1 / 3],
    [200, 7, 0.035],
    [1, 2, 2],
  ])('%i impressions, %i clicks: %s', (impressions, clicks, ctr) => {
    expect(clickThroughRate(impressions, clicks)).toBe(ctr)
    expect(reportCounts(impressions, clicks)).toEqual({ impressions, clicks, ctr })
  })

  it.each([
    [null, '–'],
    [0, '0.00%'],
    [0.25, '25.00%'],
    [1 / 3, '33.33%'],
    [0.03456, '3.46%'],
    [2, '200.00%'],
  ])('%s reads %s', (ctr, text) => {
    expect(formatRate(ctr)).toBe(text)
  })
})
