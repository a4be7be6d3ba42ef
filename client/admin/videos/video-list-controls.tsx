import { useCallback } from 'react'
import { VIDEO_LIST_STATES } from '../../../shared/schemas/admin-videos'
import type { VideoListQuery } from './video-list-query'
import { TitleSearchField } from '../title-search-field'

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
  const search = useCallback((q: string) => onChange({ q }), [onChange])

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
      <TitleSearchField id="video-filter-q" value={query.q} onChange={search} />
    </form>
  )
}
