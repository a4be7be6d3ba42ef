import { useEffect, useRef } from 'react'
import { IMAGE_SIZES, imageUrl } from '../../../shared/images'
import { formatDuration } from '../../../shared/rules/formats'
import { pictureKeyOfUrl } from '../../../shared/rules/video-picture'
import type { SearchFlowState } from '../../../shared/rules/search-flow'
import {
  appendVideoPage,
  loadMoreState,
  type VideoCountLine,
  videoCountLine,
  videoPageCount,
  videoSearchTerm,
} from '../../../shared/rules/video-search-results'
import { VIDEO_SEARCH_PAGE_SIZE } from '../../../shared/schemas/search-limits'
import type { Translate } from '../../../shared/i18n'
import type { VideoSearchResponse } from '../../../shared/types/search'
import { useT } from '../../hooks/use-t'
import { useViewer } from '../../hooks/use-viewer'
import { CutTitle } from '../video/cut-title'
import { lockMessageKey } from '../video/use-video-lock'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { LoadingIndicator } from '../widgets/loading-indicator'
import { isPlainClick, openVideo } from '../../player/open-video'
import { useSettledTerm } from './use-debounced'
import { shownResult, useSearchFlow } from './use-search-flow'

async function fetchVideos(state: SearchFlowState, signal: AbortSignal): Promise<VideoSearchResponse> {
  const params = new URLSearchParams({ title: state.term, pageIndex: String(state.page), pageSize: String(VIDEO_SEARCH_PAGE_SIZE) })
  const response = await fetch(`/api/videos/search?${params}`, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`video search answered ${response.status}`)
  return (await response.json()) as VideoSearchResponse
}

const VIDEO_SEARCH_OPTIONS = {
  pages: (result: VideoSearchResponse) => videoPageCount(result.meta.total, VIDEO_SEARCH_PAGE_SIZE),
  merge: appendVideoPage,
}

/**
 * SPEC §2.5 video results: the count line ('Showing 1 result', 'No results',
 * 'Showing X of N results'), 'Watch Now' or a padlock per the §4.3 lock rule,
 * and a click stores the current route as the entry point before going to
 * /videos/{entryId}. More results load with 'Load more'. The term and page go
 * through the §4.9 search flow (a new term starts again at page 0), and the
 * rules of shared/rules/video-search-results.ts.
 */
export function VideoSearch({ term }: { term: string }) {
  const t = useT()
  const store = useStore()
  const { payload } = useAppSnapshot()
  const { flow, status, dispatch } = useSearchFlow(fetchVideos, VIDEO_SEARCH_OPTIONS)
  const settled = useSettledTerm(term)
  useEffect(() => dispatch({ type: 'term', term: videoSearchTerm(settled) }), [settled, dispatch])

  // While the next page loads, the videos shown and 'Load more' stay mounted, so focus is not dropped.
  const shown = shownResult(status)
  const busy = status.kind === 'loading'
  const items = shown?.data ?? []
  const more = shown ? loadMoreState(items.length, shown.meta.total, shown.meta.pageIndex, flow.totalPages) : 'end'
  // 'Load more' goes away after the last page: a keyboard user who pressed it moves on to the first video it added.
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    if (status.kind !== 'done' || focusFrom.current === null) return
    const from = focusFrom.current
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLElement>('a.search-hit')[from]?.focus()
  }, [status])
  const loadMore = (event: { currentTarget: HTMLElement }) => {
    if (busy || more !== 'more') return
    focusFrom.current = document.activeElement === event.currentTarget ? items.length : null
    dispatch({ type: 'next' })
  }
  const count =
    status.kind === 'failed' ? videoCountLine(0, 0) : status.kind === 'done' ? videoCountLine(status.result.meta.total, items.length) : null
  // SPEC §4.3 for the signed-in viewer, re-evaluated when login or entitlements change.
  const viewer = useViewer()
  return (
    <div className="search-results">
      <div className="search-results__status" aria-live="polite">
        {count ? (
          <p className={status.kind === 'failed' ? 'search-results__empty' : 'search-results__count'}>{countText(t, count)}</p>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul ref={list} className="search-results__list search-results__list--videos" aria-busy={busy || undefined}>
          {items.map((video) => {
            // SPEC §8.3: a locked result names the tier's message ('Please login to watch this video', …).
            const lock = lockMessageKey(video.metaData.SysEntryEntitlements, viewer, shown ? shown.meta.lockEmptyEntitlements : true)
            const thumbnail = pictureKeyOfUrl(video.mediaData.thumbnailUrl)
            return (
              <li key={video.id}>
                <a
                  className="search-hit search-hit--video"
                  href={`/videos/${encodeURIComponent(video.mediaData.entryId)}`}
                  onClick={(event) => {
                    // SPEC §2.5: the current route is stored as the entry point, then /videos/{entryId} (and the player) opens.
                    if (!isPlainClick(event)) return
                    event.preventDefault()
                    const { entryId } = video.mediaData
                    openVideo(store, { entryId, title: video.metaData.title, section: null, entryPoint: payload.url })
                  }}
                >
                  {/* issue 20 §5: a video without a picture has the placeholder, not a request for an empty key. */}
                  {thumbnail ? (
                    <img
                      className="search-hit__thumb"
                      src={imageUrl(thumbnail, IMAGE_SIZES.videoThumbnail)}
                      alt=""
                      width={120}
                      height={68}
                      loading="lazy"
                    />
                  ) : (
                    <span className="search-hit__thumb image-placeholder" aria-hidden="true" />
                  )}
                  <span className="search-hit__text">
                    <span className="search-hit__meta">{formatDuration(video.metaData.VideoDuration)}</span>
                    <CutTitle className="search-hit__title" title={video.metaData.title} />
                  </span>
                  {lock === null ? (
                    <span className="search-hit__watch">{t('video.watchNow')}</span>
                  ) : (
                    <span className="search-hit__lock" title={t(lock)}>
                      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
                        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                      <span className="visually-hidden">{t(lock)}</span>
                    </span>
                  )}
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
      {busy ? <LoadingIndicator label={t('search.loading')} className="search-loader" /> : null}
      {more === 'more' ? (
        <button
          type="button"
          className="chrome-button chrome-button--ghost search-results__more"
          aria-disabled={busy || undefined}
          onClick={loadMore}
        >
          {t('search.loadMore')}
        </button>
      ) : null}
    </div>
  )
}

function countText(t: Translate, line: VideoCountLine): string {
  if (line.kind === 'none') return t('search.videoNone')
  if (line.kind === 'one') return t('search.videoOne')
  return t('search.videoSome', { shown: line.shown, total: line.total })
}
