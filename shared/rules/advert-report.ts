/**
 * The advertisers' report rules (issue 12 §5; SPEC §3 advert events): which
 * UTC days a report covers and how its click-through rate is worked out. The
 * API and the admin page both read them, so they never disagree.
 */
import type { ReportCounts } from '../types/advert-report'

/** Our choice: 30 days (today included) when no range is asked for. */
export const DEFAULT_REPORT_DAYS = 30
/** Our choice: a year at most, so one report is one bounded scan of the event index. */
export const MAX_REPORT_DAYS = 366

const DAY_MS = 86_400_000

export type ReportRange =
  | { state: 'ok'; from: string; to: string; startUTC: string; endUTC: string }
  | { state: 'fromAfterTo' }
  | { state: 'tooLong' }

const day = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * from and to are 'YYYY-MM-DD' UTC days (already checked for form), both
 * included; to defaults to today and from to 30 days up to to. The range
 * is [startUTC, endUTC) as ISO instants, the form the event log stores.
 */
export function reportRange(from: string | undefined, to: string | undefined, today: Date): ReportRange {
  const toTime = to ? Date.parse(`${to}T00:00:00.000Z`) : dayStart(today)
  const fromTime = from ? Date.parse(`${from}T00:00:00.000Z`) : toTime - (DEFAULT_REPORT_DAYS - 1) * DAY_MS
  if (fromTime > toTime) return { state: 'fromAfterTo' }
  if ((toTime - fromTime) / DAY_MS + 1 > MAX_REPORT_DAYS) return { state: 'tooLong' }
  return {
    state: 'ok',
    from: day(fromTime),
    to: day(toTime),
    startUTC: new Date(fromTime).toISOString(),
    endUTC: new Date(toTime + DAY_MS).toISOString(),
  }
}

function dayStart(date: Date): number {
  return Date.parse(`${date.toISOString().slice(0, 10)}T00:00:00.000Z`)
}

/** Click-through rate: clicks per impression; null without impressions. */
export function clickThroughRate(impressions: number, clicks: number): number | null {
  return impressions > 0 ? clicks / impressions : null
}

export function reportCounts(impressions: number, clicks: number): ReportCounts {
  return { impressions, clicks, ctr: clickThroughRate(impressions, clicks) }
}

/** '3.45%' style, for the table and the chart's text; '–' for no rate. */
export function formatRate(ctr: number | null): string {
  if (ctr === null) return '–'
  return `${(Math.round(ctr * 10_000) / 100).toFixed(2)}%`
}
