import { describe, expect, it } from 'vitest'
import { newsPeriodLabel } from '../../shared/rules/news-period'

describe('news archive period label', () => {
  it.each([
    [{ year: 2025 }, '2025'],
    [{ year: 2025, month: 10 }, 'October 2025'],
    [{ year: 2025, month: 1, day: 4 }, '4 January 2025'],
    [{ year: 2026, month: 12, day: 31 }, '31 December 2026'],
  ])('%j reads %j', (period, label) => {
    expect(newsPeriodLabel(period)).toBe(label)
  })
})
