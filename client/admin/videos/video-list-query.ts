import type { VIDEO_LIST_STATES } from '../../../shared/schemas/admin-videos'

/** What the videos list asks the server for (it filters and pages; issue 20 §2). */
export interface VideoListQuery {
  page: number
  size: number
  state: (typeof VIDEO_LIST_STATES)[number]
  q: string
}

export const FIRST_VIDEO_QUERY: VideoListQuery = { page: 1, size: 25, state: 'all', q: '' }

export function videoListUrl(query: VideoListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size), state: query.state })
  if (query.q.trim()) params.set('q', query.q.trim())
  return `/api/admin/videos?${params}`
}
