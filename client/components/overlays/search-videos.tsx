import { useEffect, useState } from 'react'
import { imageUrl, IMAGE_SIZES } from '../../../shared/images'
import { formatDuration } from '../../../shared/rules/formats'
import { searchWords } from '../../../shared/rules/fuzzy-match'
import { ANONYMOUS_VIEWER, isUnlocked, videoLockState } from '../../../shared/rules/video-lock'
import { VIDEO_SEARCH_PAGE_SIZE } from '../../../shared/schemas/search-limits'
import type { VideoSearchResponse, VideoSearchResult } from '../../../shared/types/search'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { LoadingIndicator } from '../widgets/loading-indicator'
import { atLeast, SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced'

type VideoStatus =
  | { kind: 'idle' }
  | { kind: 'loading'; items: VideoSearchResult[] }
  | { kind: 'done'; items: VideoSearchResult[]; total: number; pageIndex: number; lockEmpty: boolean }
  | { kind: 'failed' }

async function fetchVideos(title: string, pageIndex: number, signal: AbortSignal): Promise<VideoSearchResponse> {
  const params = new URLSearchParams({ title, pageIndex: String(pageIndex), pageSize: String(VIDEO_SEARCH_PAGE_SIZE) })
  const response = await fetch(`/api/videos/search?${params}`, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`video search answered ${response.status}`)
  return (await response.json()) as VideoSearchResponse
}

/**
 * SPEC §2.5 video results: the count line ('Showing 1 result', 'No results',
 * 'Showing X of N results'), 'Watch Now' or a padlock per the §4.3 lock rule,
 * and a click stores the current route as the entry point before going to
 * /videos/{entryId}. More results load with 'Load more'.
 */
export function VideoSearch({ term }: { term: string }) {
  const t = useT()
  const store = useStore()
  const { payload, user } = useAppSnapshot()
  const settled = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS)
  // A new term starts again at page 0 (SPEC §4.9): the page belongs to the term it was loaded for.
  const [paging, setPaging] = useState({ term: '', pageIndex: 0 })
  const pageIndex = paging.term === settled ? paging.pageIndex : 0
  const [status, setStatus] = useState<VideoStatus>({ kind: 'idle' })

  useEffect(() => {
    if (searchWords(settled).length === 0) {
      setStatus({ kind: 'idle' })
      return
    }
    const controller = new AbortController()
    setStatus((previous) => ({ kind: 'loading', items: pageIndex > 0 && previous.kind === 'done' ? previous.items : [] }))
    atLeast(fetchVideos(settled, pageIndex, controller.signal))
      .then((result) => {
        if (controller.signal.aborted) return
        setStatus((previous) => ({
          kind: 'done',
          items: pageIndex > 0 && previous.kind === 'loading' ? [...previous.items, ...result.data] : result.data,
          total: result.meta.total,
          pageIndex,
          lockEmpty: result.meta.lockEmptyEntitlements,
        }))
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return
        console.warn('video search failed', err instanceof Error ? err.message : String(err))
        setStatus({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [settled, pageIndex])

  const items = status.kind === 'done' || status.kind === 'loading' ? status.items : []
  const viewer = user.loggedIn ? { loggedIn: true, entitlements: [] } : ANONYMOUS_VIEWER
  return (
    <div className="search-results">
      <div className="search-results__status" aria-live="polite">
        {status.kind === 'failed' ? <p className="search-results__empty">{t('search.videoNone')}</p> : null}
        {status.kind === 'done' ? (
          <p className="search-results__count">
            {status.total === 0
              ? t('search.videoNone')
              : status.total === 1
                ? t('search.videoOne')
                : t('search.videoSome', { shown: status.items.length, total: status.total })}
          </p>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className="search-results__list search-results__list--videos">
          {items.map((video) => {
            const unlocked = isUnlocked(
              videoLockState(video.metaData.SysEntryEntitlements, viewer, status.kind === 'done' ? status.lockEmpty : true),
            )
            return (
              <li key={video.id}>
                <a
                  className="search-hit search-hit--video"
                  href={`/videos/${encodeURIComponent(video.mediaData.entryId)}`}
                  onClick={() => {
                    store.ui.videoPlayer.entryPoint = payload.url
                  }}
                >
                  <img
                    className="search-hit__thumb"
                    src={imageUrl(video.mediaData.thumbnailUrl, IMAGE_SIZES.videoThumbnail)}
                    alt=""
                    width={120}
                    height={68}
                    loading="lazy"
                  />
                  <span className="search-hit__text">
                    <span className="search-hit__meta">{formatDuration(video.metaData.VideoDuration)}</span>
                    <span className="search-hit__title">{video.metaData.title}</span>
                  </span>
                  {unlocked ? (
                    <span className="search-hit__watch">{t('video.watchNow')}</span>
                  ) : (
                    <span className="search-hit__lock" title={t('video.locked')}>
                      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
                        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                      <span className="visually-hidden">{t('video.locked')}</span>
                    </span>
                  )}
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
      {status.kind === 'loading' ? <LoadingIndicator label={t('search.loading')} className="search-loader" /> : null}
      {status.kind === 'done' && status.items.length < status.total ? (
        <button
          type="button"
          className="chrome-button chrome-button--ghost search-results__more"
          onClick={() => setPaging({ term: settled, pageIndex: status.pageIndex + 1 })}
        >
          {t('search.loadMore')}
        </button>
      ) : null}
    </div>
  )
}
