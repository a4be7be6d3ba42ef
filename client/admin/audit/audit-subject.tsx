import type { AuditEntry } from '../../../shared/schemas/admin-audit'

/** What an entry changed, linked when the back office has a page for it. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const label = `${entry.subjectType} ${entry.subjectId}`
  if (entry.subjectType === 'article' && /^\d+$/.test(entry.subjectId)) return <a href={`/admin/articles/${entry.subjectId}`}>{label}</a>
  if (entry.subjectType === 'page' && /^\d+$/.test(entry.subjectId)) return <a href={`/admin/pages/${entry.subjectId}`}>{label}</a>
  if (entry.subjectType === 'menu') return <a href="/admin/menus">{label}</a>
  return <>{label}</>
}
