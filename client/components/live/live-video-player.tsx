import { useState } from 'react'
import { imageUrl } from '../../../shared/images'
import { useLiveT } from '../../hooks/use-live-t'
import { useLiveSession } from '../../player/use-live-session'
import { LiveAudio } from '../audio/live-audio'
import { LoadingIndicator } from '../widgets/loading-indicator'
import { ConnectionNote } from './connection-note'
import { LiveEndedBox } from './live-ended-box'
import { ClubNotices } from './club-notices'
import { useClubNotices } from './club-notices-store'
import { LiveNoticeBox } from './live-notice-box'
import { LiveVideoStage } from './live-video-stage'

const SCREEN = { width: 1280, height: 720 }

/**
 * The live protected video player (SPEC §2.6, §4.4, §4.5): the stream
 * asset, the socket and the session check of use-live-session.ts, then the
 * live picture, or the §8.1 notice with no prompt opened, or the offline
 * image while the asset is idle or disabled (§3). When live video is refused
 * for region and the subscription covers the commentary, the commentary
 * plays here instead (issue 10 §8). In the §2.6 overlay and docked in the
 * match centre.
 */
export function LiveVideoPlayer({ assetId, title }: { assetId: string; title: string }) {
  const t = useLiveT()
  const { asset, state, requestUrl, streamFailed, retry, watchHere, connection } = useLiveSession(assetId)
  const [listening, setListening] = useState<string | null>(null)
  const notice = listening !== null || state.kind === 'refused' || state.kind === 'ended'
  const clubNotices = useClubNotices()
  return (
    <>
      {/* Issue 21 §6: the club's notice about this stream or its match, above the picture. */}
      <ClubNotices notices={clubNotices} streamId={assetId} label={t('notice.fromTheClub')} />
      <div className={notice ? 'video-player__screen video-player__screen--notice' : 'video-player__screen'}>
        {listening ? (
          <LiveAudio assetId={listening} title={title} variant="inline" />
        ) : state.kind === 'granted' ? (
          <LiveVideoStage
            assetId={assetId}
            playbackUrl={state.playbackUrl}
            attach={state.attach}
            title={title}
            requestUrl={requestUrl}
            onFailure={streamFailed}
          />
        ) : state.kind === 'refused' ? (
          <LiveNoticeBox notice={state.notice} variant="video" onRetry={retry} onListenInstead={setListening} onWatchHere={watchHere} />
        ) : state.kind === 'ended' ? (
          <LiveEndedBox reason={state.reason} variant="video" onRetry={retry} />
        ) : state.kind === 'offline' ? (
          <figure className="live-offline">
            {asset?.imageData.offlineImageKey ? (
              <img src={imageUrl(asset.imageData.offlineImageKey, SCREEN)} alt="" width={SCREEN.width} height={SCREEN.height} />
            ) : null}
            <figcaption className="live-offline__caption">
              <strong>{t('live.offAir')}</strong> {t('live.cause.offline')}
            </figcaption>
          </figure>
        ) : (
          <>
            {asset?.imageData.posterImageKey ? (
              <img
                className="live-poster"
                src={imageUrl(asset.imageData.posterImageKey, SCREEN)}
                alt=""
                width={SCREEN.width}
                height={SCREEN.height}
              />
            ) : null}
            <LoadingIndicator label={t('live.loading')} className="video-player__loading live-poster__loading" />
          </>
        )}
      </div>
      {state.kind === 'granted' && state.bypassed ? <p className="live-flag">{t('account.bypassed')}</p> : null}
      <ConnectionNote state={connection} />
    </>
  )
}
