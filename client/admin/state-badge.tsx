import type { ArticleState } from '../../shared/rules/article-state'

const LABELS: Record<ArticleState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', archived: 'Archived' }

/** An article's state as a badge: the word is the meaning, the colour only helps. */
export function StateBadge({ state }: { state: ArticleState }) {
  return <span className={`admin-badge admin-badge--${state}`}>{LABELS[state]}</span>
}
