import { useEffect, useState } from 'react'
import { formatDuration } from '../../../shared/rules/formats'
import { type PlayerSidebar as SidebarMode, SIDEBAR_PAGE_INDEX, SIDEBAR_PAGE_SIZE } from '../../../shared/rules/player-sidebar'
import { videoEntryPath } from '../../../shared/rules/video-entry-point'
import type { VideoListItem } from '../../../shared/types/video'
import type { FeedSectionsResponse } from '../../../shared/types/video-feed'
import { useT } from '../../hooks/use-t'
import { useViewer } from '../../hooks/use-viewer'
import { isPlainClick, openVideo } from '../../player/open-video'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { CutTitle } from '../video/cut-title'
import { PadlockIcon, PlayIcon } from '../video/padlock-icon'
import { lockMessageKey } from '../video/use-video-lock'
import { LoadingIndicator } from '../widgets/loading-indicator'

/** §9.4 the sidebar's page of feed 1 when the entry's page did not bring its related list. */
const LATEST_URL = `/api/videos/feed/1/sections/?section=current&pageIndex=${SIDEBAR_PAGE_INDEX}&pageSize=${SIDEBAR_PAGE_SIZE}`

interface Props {
  mode: Exclude<SidebarMode, 'hidden'>
  entryId: string
  section: string | null
  /** The entry page's related list, when the page under the player is this entry's. */
  related: readonly VideoListItem[] | null
  lockEmptyEntitlements: boolean
  /** §2.6: opening a video from the sidebar scrolls the player to the top. */
  onOpen: () => void
}

/**
 * SPEC §2.6 sidebar beside the player: 'Related' when a section is set,
 * 'Latest' otherwise. A choice opens that video in the same player, keeping
 * the page the visitor came from as the entry point (shared/rules/video-entry-point.ts).
 */
export function PlayerSidebar({ mode, entryId, section, related, lockEmptyEntitlements, onOpen }: Props) {
  const t = useT()
  const store = useStore()
  const viewer = useViewer()
  const { payload, navigating } = useAppSnapshot()
  const items = useSidebarItems(related, navigating)
  const shown = items?.filter((item) => item.mediaData.entryId !== entryId).slice(0, SIDEBAR_PAGE_SIZE)
  return (
    <aside className="player-sidebar" aria-labelledby="player-sidebar-title">
      <h3 id="player-sidebar-title" className="player-sidebar__title">
        {mode === 'related' ? t('player.related') : t('player.latest')}
      </h3>
      {shown === undefined ? <LoadingIndicator label={t('widget.loading')} /> : null}
      {shown && shown.length === 0 ? <p className="player-sidebar__empty">{t('player.empty')}</p> : null}
      {shown && shown.length > 0 ? (
        <ul className="player-sidebar__list">
          {shown.map((item) => {
            const lock = lockMessageKey(item.metaData.SysEntryEntitlements, viewer, lockEmptyEntitlements)
            const title = item.metaData.title
            return (
              <li key={item.id}>
                <a
                  className="player-sidebar__item"
                  href={videoEntryPath(item.mediaData.entryId)}
                  onClick={(event) => {
                    if (event.defaultPrevented || !isPlainClick(event)) return
                    event.preventDefault()
                    onOpen()
                    openVideo(store, { entryId: item.mediaData.entryId, title, section, entryPoint: payload.url })
                  }}
                >
                  <span className="player-sidebar__thumb">
                    {/* issue 20 §5: '' is a video without a picture: the thumb's own background shows. */}
                    {item.mediaData.thumbnailUrl ? (
                      <img src={item.mediaData.thumbnailUrl} alt="" width={300} height={169} loading="lazy" decoding="async" />
                    ) : null}
                    <span className="player-sidebar__duration">{formatDuration(item.metaData.VideoDuration)}</span>
                  </span>
                  <span className="player-sidebar__text">
                    <CutTitle className="player-sidebar__name" title={title} />
                    <span className={lock ? 'player-sidebar__state player-sidebar__state--locked' : 'player-sidebar__state'}>
                      {lock ? <PadlockIcon size={14} /> : <PlayIcon size={14} />}
                      {lock ? t(lock) : t('video.watchNow')}
                    </span>
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
    </aside>
  )
}

/** The entry page's related list, or feed 1's latest page (§9.4); undefined while loading. */
function useSidebarItems(related: readonly VideoListItem[] | null, navigating: boolean): readonly VideoListItem[] | undefined {
  const [latest, setLatest] = useState<readonly VideoListItem[] | undefined>(undefined)
  const needLatest = (related === null || related.length === 0) && !navigating
  useEffect(() => {
    if (!needLatest || latest !== undefined) return
    const controller = new AbortController()
    fetch(LATEST_URL, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<FeedSectionsResponse>) : Promise.reject(new Error(`feed answered ${r.status}`))))
      .then((body) => setLatest(body.sections[0]?.itemData ?? []))
      .catch((error: unknown) => {
        // SPEC §8.3 video list fetch failure: logged only; the list is empty.
        if (controller.signal.aborted) return
        console.warn('player sidebar: latest videos could not be loaded', error)
        setLatest([])
      })
    return () => controller.abort()
  }, [needLatest, latest])
  if (related && related.length > 0) return related
  return latest
}
