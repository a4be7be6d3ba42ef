/** GET /api/admin/adverts/report and /account/adverts-report query (issue 12 §5). */
import * as z from 'zod'

/** A UTC day 'YYYY-MM-DD' that exists; an empty field (a blank form input) is no day. */
const ReportDay = z.preprocess((value) => (value === '' ? undefined : value), z.iso.date().optional())

export const AdvertReportQuerySchema = z.object({ from: ReportDay, to: ReportDay })
