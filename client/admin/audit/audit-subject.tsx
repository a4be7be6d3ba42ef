import type { AuditEntry } from '../../../shared/schemas/admin-audit'

/** Football data opens in its sub-section's form, by ?id= (issue 19 §4). */
const FOOTBALL_PAGES: Partial<Record<string, string>> = {
  player: '/admin/football/players',
  match: '/admin/football/fixtures',
  lineup: '/admin/football/fixtures',
  team: '/admin/football/teams',
}

/** What an entry changed, linked when the back office has a page for it. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const label = `${entry.subjectType} ${entry.subjectId}`
  if (entry.subjectType === 'article' && /^\d+$/.test(entry.subjectId)) return <a href={`/admin/articles/${entry.subjectId}`}>{label}</a>
  // Packages (and match passes, which are packages) open by their id (issue 19 §6).
  if ((entry.subjectType === 'package' || entry.subjectType === 'matchPass') && /^[a-z0-9-]+$/.test(entry.subjectId))
    return <a href={`/admin/packages/${entry.subjectId}`}>{label}</a>
  const football = FOOTBALL_PAGES[entry.subjectType]
  if (football && /^\d+$/.test(entry.subjectId)) return <a href={`${football}?id=${entry.subjectId}`}>{label}</a>
  if (entry.subjectType === 'page' && /^\d+$/.test(entry.subjectId)) return <a href={`/admin/pages/${entry.subjectId}`}>{label}</a>
  if (entry.subjectType === 'menu') return <a href="/admin/menus">{label}</a>
  // Issue 20 §2: a video opens by its entry id.
  if (entry.subjectType === 'video' && /^[A-Za-z0-9_-]{1,64}$/.test(entry.subjectId))
    return <a href={`/admin/videos/${entry.subjectId}`}>{label}</a>
  return <>{label}</>
}
