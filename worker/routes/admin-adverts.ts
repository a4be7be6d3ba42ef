import { Hono } from 'hono'
import { readReportQuery } from '../adverts/report-query'
import { advertReport } from '../db/advert-report'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'

/**
 * GET /api/admin/adverts/report?from&to (issue 12 §5; admins only, SPEC §6):
 * impressions, clicks and CTR per advert and per campaign over the UTC days
 * from..to (both included; the last 30 days by default), from the event log.
 */
export const adminAdverts = new Hono<AppEnv>()

adminAdverts.use('*', requireAdmin)

adminAdverts.get('/report', async (c) => {
  const query = readReportQuery({ from: c.req.query('from'), to: c.req.query('to') }, new Date())
  if (query.state === 'bad') return c.json(apiErrorBody('bad_request', query.message), 400)
  const report = await advertReport(c.env.DB, query.range)
  return c.json({ data: { type: 'advertReport', id: `${report.from}..${report.to}`, attributes: report } })
})
