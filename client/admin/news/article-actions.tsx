import { type ReactNode, useEffect, useState } from 'react'
import { utcToLondonLocal } from '../../../shared/rules/london-time'
import type { AdminArticle } from '../../../shared/types/admin-articles'

interface Props {
  /** The form's submit button, first in the row. */
  saveButton: ReactNode
  article: AdminArticle | null
  busy: boolean
  scheduleError: string
  onPublish: (publishAt: string | null) => void
  onUnpublish: () => void
  onDelete: () => void
}

/**
 * The article's actions besides Save (issue 19 §2): preview, publish now, schedule at a
 * London time, unpublish, delete. Publishing a form with changes saves them first.
 */
export function ArticleActions({ saveButton, article, busy, scheduleError, onPublish, onUnpublish, onDelete }: Props) {
  const [when, setWhen] = useState('')
  // A scheduled article shows its time; otherwise the field waits for one.
  useEffect(() => {
    setWhen(article?.state === 'scheduled' ? utcToLondonLocal(article.publishedAt) : '')
  }, [article?.state, article?.publishedAt])

  if (!article) {
    return (
      <div className="admin-actions-block">
        <div className="admin-actions">{saveButton}</div>
        <p className="admin-hint">Save the article to preview, publish or schedule it.</p>
      </div>
    )
  }
  const live = article.state === 'published' || article.state === 'scheduled'

  return (
    <div className="admin-actions-block">
      <div className="admin-actions">
        {saveButton}
        <a className="admin-button" href={`/admin/preview/articles/${article.id}`} target="_blank" rel="noopener">
          Preview<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="admin-button" disabled={busy} onClick={() => onPublish(null)}>
          Publish now
        </button>
        {live ? (
          <button type="button" className="admin-button" disabled={busy} onClick={onUnpublish}>
            Unpublish
          </button>
        ) : null}
        <button type="button" className="admin-button admin-button--danger" disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
      <div className={`admin-field admin-schedule${scheduleError ? ' admin-field--invalid' : ''}`}>
        <label htmlFor="article-publish-at">Publish at (London time)</label>
        <div className="admin-inline">
          <input
            id="article-publish-at"
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={scheduleError ? 'article-publish-at-error' : undefined}
          />
          <button type="button" className="admin-button" disabled={busy || when === ''} onClick={() => onPublish(when)}>
            Schedule
          </button>
        </div>
        {scheduleError ? (
          <p className="admin-error" id="article-publish-at-error">
            {scheduleError}
          </p>
        ) : null}
      </div>
    </div>
  )
}
