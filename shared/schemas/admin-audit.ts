/** GET /api/admin/audit (issue 19 §9): the audit log, newest first, filtered; paged by the last id seen. */
import * as z from 'zod'

export const AUDIT_PAGE_SIZE = 50

export const AuditQuerySchema = z.strictObject({
  subjectType: z
    .string()
    .regex(/^[a-zA-Z]{1,30}$/)
    .optional(),
  subjectId: z.string().max(100).optional(),
  actor: z.string().trim().max(254).optional(),
  action: z
    .string()
    .regex(/^[a-z]{1,30}$/)
    .optional(),
  /** Entries older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
})

export type AuditQuery = z.output<typeof AuditQuerySchema>

export interface AuditEntry {
  id: number
  at: string
  actorEmail: string
  action: string
  subjectType: string
  subjectId: string
  subjectVersion: number
  before: unknown
  after: unknown
}
