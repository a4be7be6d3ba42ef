import { useEffect, useState } from 'react'
import { VIDEO_LIST_STATES } from '../../../shared/schemas/admin-videos'
import type { VideoListQuery } from './video-list-query'

const STATE_LABELS: Record<VideoListQuery['state'], string> = {
  all: 'Any',
  uploading: 'Uploading',
  waiting_for_packaging: 'Waiting for packaging',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
}

/** The list's filters: processing state and a title search (asked for 300 ms after the last key). */
export function VideoListFilters({ query, onChange }: { query: VideoListQuery; onChange: (next: Partial<VideoListQuery>) => void }) {
  const [text, setText] = useState(query.q)
  useEffect(() => {
    if (text === query.q) return
    const timer = setTimeout(() => onChange({ q: text }), 300)
    return () => clearTimeout(timer)
  }, [text, query.q, onChange])

  return (
    <form className="admin-filters" aria-label="Filter videos" onSubmit={(event) => event.preventDefault()}>
      <div className="admin-field">
        <label htmlFor="video-filter-state">State</label>
        <select
          id="video-filter-state"
          value={query.state}
          onChange={(event) => onChange({ state: event.target.value as VideoListQuery['state'] })}
        >
          {VIDEO_LIST_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field admin-field--grow">
        <label htmlFor="video-filter-q">Search titles</label>
        <input id="video-filter-q" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      </div>
    </form>
  )
}
