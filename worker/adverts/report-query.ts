/**
 * The report's date range from a query (issue 12 §5), for the API and the admin
 * page alike: zod checks the form of each day, shared/rules/advert-report.ts the range.
 */
import { MAX_REPORT_DAYS, reportRange } from '../../shared/rules/advert-report'
import { AdvertReportQuerySchema } from '../../shared/schemas/advert-report'

export type ReportQuery =
  | { state: 'ok'; range: { from: string; to: string; startUTC: string; endUTC: string } }
  | { state: 'bad'; reason: 'badDate' | 'fromAfterTo' | 'tooLong'; message: string; from: string; to: string }

export function readReportQuery(query: { from?: string | null; to?: string | null }, today: Date): ReportQuery {
  const asked = { from: query.from ?? '', to: query.to ?? '' }
  const parsed = AdvertReportQuerySchema.safeParse({ from: query.from ?? undefined, to: query.to ?? undefined })
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'from'
    return { state: 'bad', reason: 'badDate', message: `${field} must be a date as YYYY-MM-DD`, ...asked }
  }
  const range = reportRange(parsed.data.from, parsed.data.to, today)
  if (range.state === 'fromAfterTo') return { state: 'bad', reason: 'fromAfterTo', message: 'from must not be after to', ...asked }
  if (range.state === 'tooLong')
    return { state: 'bad', reason: 'tooLong', message: `A report covers at most ${MAX_REPORT_DAYS} days`, ...asked }
  const { state: _ok, ...dates } = range
  return { state: 'ok', range: dates }
}
