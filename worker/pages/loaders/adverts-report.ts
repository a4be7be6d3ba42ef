import { ar } from '../../../shared/i18n/ar'
import { en } from '../../../shared/i18n/en'
import { readReportQuery } from '../../adverts/report-query'
import { advertReport } from '../../db/advert-report'
import type { PageLoader } from '../page-context'

/**
 * /account/adverts-report (issue 12 §5): the advertisers' report for an admin,
 * rendered on the server so the date form works without JavaScript (a GET form
 * back to this page). Signed out: a sign-in prompt (401); signed in without
 * the admin role: a refusal (403). ?lang=ar gives the Arabic page.
 */
export const loadAdvertsReport: PageLoader = async ({ env, url, viewerAccount, now }) => {
  const arabic = url.searchParams.get('lang') === 'ar'
  const texts = arabic ? ar : en
  const shared = { title: texts['report.title'], locale: arabic ? ('ar' as const) : ('en' as const), robots: 'noindex,nofollow' }
  const viewer = await viewerAccount()
  const query = readReportQuery({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }, now)
  const asked = query.state === 'ok' ? { from: query.range.from, to: query.range.to } : { from: query.from, to: query.to }
  const refused = { ...asked, error: null, report: null }
  if (!viewer) return { ...shared, status: 401, page: { kind: 'advertsReport', access: 'signIn', ...refused } }
  if (viewer.account.role !== 'admin') return { ...shared, status: 403, page: { kind: 'advertsReport', access: 'forbidden', ...refused } }
  if (query.state === 'bad') {
    return { ...shared, status: 400, page: { kind: 'advertsReport', access: 'admin', ...asked, error: query.reason, report: null } }
  }
  const report = await advertReport(env.DB, query.range)
  return { ...shared, page: { kind: 'advertsReport', access: 'admin', ...asked, error: null, report } }
}
