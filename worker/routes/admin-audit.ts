import { Hono } from 'hono'
import { auditSubjectsFor } from '../../shared/rules/staff-access'
import { AuditQuerySchema } from '../../shared/schemas/admin-audit'
import { fieldErrorsBody } from '../admin/validation'
import { listAuditEntries } from '../db/audit-log'
import type { AppEnv } from '../env'
import { requireEditor } from '../identity/require-admin'
import { loadViewerAccount } from '../identity/viewer'

/**
 * GET /api/admin/audit (issue 19 §9): the audit log, newest first, filtered by
 * subject, actor or action. Editors read the content's entries, administrators
 * all. There is no route that changes or deletes an entry (and the table refuses it).
 */
export const adminAudit = new Hono<AppEnv>()

adminAudit.use('*', requireEditor)

adminAudit.get('/', async (c) => {
  const query = AuditQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
  const viewer = await loadViewerAccount(c)
  const entries = await listAuditEntries(c.env.DB, query.data, auditSubjectsFor(viewer?.account.role ?? 'supporter'))
  const last = entries.at(-1)
  return c.json({
    data: entries.map((entry) => ({ type: 'auditEntry', id: String(entry.id), attributes: entry })),
    meta: { next: entries.length === query.data.size && last ? last.id : null },
  })
})
