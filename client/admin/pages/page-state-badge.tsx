import type { AdminPageStatus } from '../../../shared/types/admin-pages'

/** A page's state (SPEC §3 postStatus) as a badge: the word is the meaning, the colour only helps. */
export function PageStateBadge({ status }: { status: AdminPageStatus }) {
  return <span className={`admin-badge admin-badge--${status === 'Published' ? 'published' : 'draft'}`}>{status}</span>
}
