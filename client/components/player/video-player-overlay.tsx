import { useCallback, useRef } from 'react'
import { imageUrl } from '../../../shared/images'
import { playerSidebar } from '../../../shared/rules/player-sidebar'
import { closePlayer } from '../../player/close-player'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useLiveT } from '../../hooks/use-live-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { LiveVideoPlayer } from '../live/live-video-player'
import { ChapterBar } from './chapter-bar'
import { OnDemandScreen } from './on-demand-screen'
import { PlayerSidebar } from './player-sidebar'
import { useModalAbove } from './use-modal-above'

/**
 * SPEC §2.6 video player overlay: a full-screen modal with the club logo and
 * a close button, the on-demand player or the live protected-stream player
 * (mediaPlayer.mediaType 'DrmLiveVideo'), and the sidebar. Closing it closes
 * both players, unlocks the page behind and goes back to the entry point
 * (§4.8), by client navigation; a live stream's session ends with it.
 */
export function VideoPlayerOverlay() {
  const t = useLiveT()
  const store = useStore()
  const { ui, chrome, payload } = useAppSnapshot()
  const { currentVideoID: entryId, currentVideoName: title, currentSection: section, mediaType } = ui.mediaPlayer
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const live = mediaType === 'DrmLiveVideo'

  const close = useCallback(() => closePlayer(store, true), [store])
  // Issue 20 §4: a chapter moves the on-demand picture there and plays it.
  const seek = useCallback((at: number) => {
    const media = dialog.current?.querySelector<HTMLVideoElement>('video.video-stage__video')
    if (!media) return
    media.currentTime = at
    media.play().catch(() => undefined) // refused: the controls' play button is there
  }, [])
  // The login prompt or the upgrade promo may open over the player: then they hold the focus, not it.
  useFocusTrap(dialog, !useModalAbove(dialog), close)

  const entryPage = payload.page.kind === 'videoEntry' && payload.page.video.item.mediaData.entryId === entryId ? payload.page : null
  const livePage = payload.page.kind === 'livePlayer' && payload.page.stream.id === entryId ? payload.page : null
  const description = live ? livePage?.stream.description : entryPage?.video.description
  const sidebar = playerSidebar(section)
  return (
    <div className="video-player" role="dialog" aria-modal="true" aria-labelledby="video-player-title" ref={dialog}>
      <div className="video-player__bar">
        <img className="video-player__logo" src={imageUrl(chrome.settings.logoKey)} alt={chrome.settings.clubName} width={36} height={43} />
        <span className="video-player__brand" aria-hidden="true">
          {chrome.settings.pageTitlePrefix.streamer}
        </span>
        <button type="button" className="overlay-close video-player__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('player.close')}</span>
        </button>
      </div>
      <div className="video-player__body" ref={body}>
        <div className={sidebar === 'hidden' ? 'video-player__layout video-player__layout--solo' : 'video-player__layout'}>
          <div className="video-player__main">
            {entryId && live ? <LiveVideoPlayer key={entryId} assetId={entryId} title={title} /> : null}
            {entryId && !live ? (
              <OnDemandScreen entryId={entryId} title={title} poster={entryPage?.video.item.mediaData.thumbnailUrl || undefined} />
            ) : null}
            {entryId && !live && entryPage ? (
              <ChapterBar chapters={entryPage.video.chapters} durationSeconds={entryPage.video.item.metaData.VideoDuration} onSeek={seek} />
            ) : null}
            <div className="video-player__caption">
              <p className="video-player__kicker">{live ? t('live.videoKind') : t('player.nowPlaying')}</p>
              <h2 id="video-player-title" className="video-player__title">
                {title}
              </h2>
              {description ? <p className="video-player__description">{description}</p> : null}
            </div>
          </div>
          {sidebar !== 'hidden' && entryId ? (
            <PlayerSidebar
              mode={sidebar}
              entryId={entryId}
              section={section}
              related={entryPage ? entryPage.related : null}
              lockEmptyEntitlements={entryPage ? entryPage.lockEmptyEntitlements : true}
              onOpen={() => body.current?.scrollTo({ top: 0 })}
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
