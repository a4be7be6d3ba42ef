import { type ArticleField, articleFieldsThatDiffer } from '../../../shared/rules/article-changes'
import type { AdminArticle } from '../../../shared/types/admin-articles'
import { londonDateTime } from '../admin-dates'
import { type ArticleFormValues, articleValues } from './article-form-values'

const FIELD_NAMES: Record<ArticleField, string> = {
  locale: 'language',
  title: 'title',
  slug: 'address',
  summary: 'summary',
  author: 'author',
  imageKey: 'lead picture',
  imageAlt: 'picture description',
  categoryIds: 'categories',
  relatedIds: 'related articles',
  translationOf: 'Arabic version of',
  body: 'body',
}

/**
 * Issue 19 §10: someone else saved the article while this editor worked on
 * it. Their values stay in the form; this says what differs from the stored
 * copy and lets them choose, so nothing is lost without a decision.
 */
export function ConflictNotice({
  mine,
  stored,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  mine: ArticleFormValues
  stored: AdminArticle
  busy: boolean
  onKeepMine: () => void
  onTakeTheirs: () => void
}) {
  const fields = articleFieldsThatDiffer(mine, articleValues(stored))
  return (
    <div className="admin-conflict" role="alert">
      <h2>Someone else saved this article</h2>
      <p>
        The stored copy is version {stored.version}, saved {londonDateTime(stored.updatedAt)} London time. Your changes are still in the
        form.
      </p>
      <p>
        {fields.length === 0
          ? 'Their copy has the same fields as yours; only its state or version differs.'
          : `Different in the stored copy: ${fields.map((field) => FIELD_NAMES[field]).join(', ')}.`}
      </p>
      <div className="admin-actions">
        <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="admin-button" disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </div>
  )
}
