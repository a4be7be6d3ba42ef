import { useCallback, useRef, useState } from 'react'
import { imageUrl } from '../../../shared/images'
import { playerSidebar } from '../../../shared/rules/player-sidebar'
import { streamRecovery } from '../../../shared/rules/stream-renewal'
import { closePlayer } from '../../player/close-player'
import type { StreamFailure } from '../../player/hls-stream'
import { usePlaybackGrant } from '../../player/use-playback-grant'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { LoadingIndicator } from '../widgets/loading-indicator'
import { PlaybackNoticeBox } from './playback-notice'
import { PlayerSidebar } from './player-sidebar'
import { useModalAbove } from './use-modal-above'
import { VideoStage } from './video-stage'

/**
 * SPEC §2.6 video player overlay: a full-screen modal with the club logo and
 * a close button, the on-demand player (or the §8.2 message of a refused
 * grant) and the sidebar. Closing it closes both players, unlocks the page
 * behind and goes back to the entry point (§4.8), by client navigation.
 */
export function VideoPlayerOverlay() {
  const t = useT()
  const store = useStore()
  const { ui, chrome, payload } = useAppSnapshot()
  const { currentVideoID: entryId, currentVideoName: title, currentSection: section } = ui.mediaPlayer
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const { grant, renew } = usePlaybackGrant(entryId, 'video')
  const [streamProblem, setStreamProblem] = useState<{ entryId: string | null; code: string } | null>(null)

  const close = useCallback(() => closePlayer(store, true), [store])
  // The login prompt or the upgrade promo may open over the player: then they hold the focus, not it.
  useFocusTrap(dialog, !useModalAbove(dialog), close)

  // A stream whose 5-minute grant ran out mid-play asks for a new one and carries on where it was, as
  // often as a long replay needs; a failure with no playback since the last renewal is shown.
  const lastRenewal = useRef<{ entryId: string | null; at: number } | null>(null)
  const onFailure = useCallback(
    (failure: StreamFailure, position: number) => {
      const lastRenewalAt = lastRenewal.current?.entryId === entryId ? lastRenewal.current.at : null
      if (streamRecovery({ failure, position, lastRenewalAt }) === 'renew') {
        lastRenewal.current = { entryId, at: position }
        renew()
        return
      }
      setStreamProblem({ entryId, code: `playback-${failure}` })
    },
    [entryId, renew],
  )

  const entryPage = payload.page.kind === 'videoEntry' && payload.page.video.item.mediaData.entryId === entryId ? payload.page : null
  const sidebar = playerSidebar(section)
  const problem = streamProblem && streamProblem.entryId === entryId ? streamProblem.code : null
  const showsNotice = problem !== null || grant.kind === 'refused'
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
            <div className={showsNotice ? 'video-player__screen video-player__screen--notice' : 'video-player__screen'}>
              {problem ? (
                <PlaybackNoticeBox
                  notice={{ outcome: 'problem', login: null, upgradeLinks: false, support: true, code: problem }}
                  variant="video"
                />
              ) : grant.kind === 'granted' ? (
                <VideoStage
                  key={entryId}
                  playbackUrl={grant.playbackUrl}
                  renewal={grant.renewal}
                  title={title}
                  poster={entryPage?.video.item.mediaData.thumbnailUrl}
                  onFailure={onFailure}
                />
              ) : grant.kind === 'refused' ? (
                <PlaybackNoticeBox notice={grant.notice} variant="video" />
              ) : (
                <LoadingIndicator label={t('player.loading')} className="video-player__loading" />
              )}
            </div>
            <div className="video-player__caption">
              <p className="video-player__kicker">{t('player.nowPlaying')}</p>
              <h2 id="video-player-title" className="video-player__title">
                {title}
              </h2>
              {entryPage?.video.description ? <p className="video-player__description">{entryPage.video.description}</p> : null}
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
