import type { NewsPeriod } from '../types/page-payload'
import { MONTH_NAMES } from './formats'

/**
 * How a dated news archive names its period (SPEC §2.1 /news/{year}/{month?}/{day?}):
 * '2025', 'October 2025' or '4 October 2025', for the page title and its heading alike.
 */
export function newsPeriodLabel(period: NewsPeriod): string {
  const month = period.month ? MONTH_NAMES[period.month - 1] : undefined
  return [period.month ? period.day : undefined, month, period.year].filter((part) => part !== undefined).join(' ')
}
