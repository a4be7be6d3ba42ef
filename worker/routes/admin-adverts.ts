import { Hono } from 'hono'
import { AdvertCreateSchema, AdvertUpdateSchema } from '../../shared/schemas/admin-adverts'
import { advertSpec } from '../admin/commerce-items'
import { mountItemRoutes } from '../admin/versioned-routes'
import { readReportQuery } from '../adverts/report-query'
import { listAdminAdverts } from '../db/admin-adverts'
import { advertReport } from '../db/advert-report'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'

/**
 * /api/admin/adverts (administrators only, SPEC §6, issue 19 §6):
 * - GET /report?from&to (issue 12 §5): impressions, clicks and CTR per advert
 *   and per campaign over the UTC days from..to (both included; the last 30
 *   days by default), from the event log;
 * - the "Advert (other)" and aggregated-feed adverts: list, read, create,
 *   update, delete (versioned-routes.ts), with their pictures.
 */
export const adminAdverts = new Hono<AppEnv>()

adminAdverts.use('*', requireAdmin)

adminAdverts.get('/report', async (c) => {
  const query = readReportQuery({ from: c.req.query('from'), to: c.req.query('to') }, new Date())
  if (query.state === 'bad') return c.json(apiErrorBody('bad_request', query.message), 400)
  const report = await advertReport(c.env.DB, query.range)
  return c.json({ data: { type: 'advertReport', id: `${report.from}..${report.to}`, attributes: report } })
})

mountItemRoutes(adminAdverts, {
  spec: advertSpec,
  type: 'advert',
  create: AdvertCreateSchema,
  update: AdvertUpdateSchema,
  list: listAdminAdverts,
})
