import { useEffect, useState } from 'react'
import { ARTICLE_LIST_STATES } from '../../../shared/schemas/admin-articles'
import type { ArticleListQuery } from './article-list-query'

const STATE_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', archived: 'Archived' } as const

/** The list's filters: state, language and a search typed in (asked for 300 ms after the last key). */
export function ArticleListFilters({ query, onChange }: { query: ArticleListQuery; onChange: (next: Partial<ArticleListQuery>) => void }) {
  const [text, setText] = useState(query.q)
  useEffect(() => {
    if (text === query.q) return
    const timer = setTimeout(() => onChange({ q: text }), 300)
    return () => clearTimeout(timer)
  }, [text, query.q, onChange])

  return (
    <form className="admin-filters" aria-label="Filter articles" onSubmit={(event) => event.preventDefault()}>
      <div className="admin-field">
        <label htmlFor="article-filter-state">State</label>
        <select
          id="article-filter-state"
          value={query.state}
          onChange={(event) => onChange({ state: event.target.value as ArticleListQuery['state'] })}
        >
          <option value="">Any</option>
          {ARTICLE_LIST_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="article-filter-locale">Language</label>
        <select
          id="article-filter-locale"
          value={query.locale}
          onChange={(event) => onChange({ locale: event.target.value as ArticleListQuery['locale'] })}
        >
          <option value="">Any</option>
          <option value="en">English</option>
          <option value="ar">Arabic</option>
        </select>
      </div>
      <div className="admin-field admin-field--grow">
        <label htmlFor="article-filter-q">Search titles</label>
        <input id="article-filter-q" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      </div>
    </form>
  )
}
