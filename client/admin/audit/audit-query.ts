/** The audit log's filters (issue 19 §9), as GET /api/admin/audit reads them. */
export interface AuditFilters {
  subjectType: string
  action: string
  actor: string
}

export const NO_AUDIT_FILTERS: AuditFilters = { subjectType: '', action: '', actor: '' }

export function auditUrl(filters: AuditFilters, before: number | null): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim())
  if (before !== null) params.set('before', String(before))
  const query = params.toString()
  return query ? `/api/admin/audit?${query}` : '/api/admin/audit'
}
