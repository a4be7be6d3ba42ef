import { useLiveT } from '../../hooks/use-live-t'
import { useLiveSession } from '../../player/use-live-session'
import { NO_TITLE } from '../../state/media-state'
import { ConnectionNote } from '../live/connection-note'
import { ClubNotices } from '../live/club-notices'
import { useClubNotices } from '../live/club-notices-store'
import { LiveNoticeBox } from '../live/live-notice-box'
import { LiveEndedBox } from '../live/live-ended-box'
import { AudioBar } from './audio-bar'

interface Props {
  assetId: string
  title: string
  variant: 'panel' | 'inline'
  onClose?: () => void
}

/**
 * Live audio commentary (SPEC §4.5): the stream asset, the socket and the
 * session check of client/player/use-live-session.ts; on 200 the bar loads
 * after 100 ms and is ready 400 ms later, otherwise the §8.1 notice in its
 * error box. In the panel at the bottom of the screen, or inline where live
 * video was refused for region (issue 10 §8).
 */
export function LiveAudio({ assetId, title, variant, onClose }: Props) {
  const t = useLiveT()
  const { asset, state, requestUrl, streamFailed, retry, watchHere, connection } = useLiveSession(assetId)
  const notice =
    state.kind === 'refused' ? (
      <LiveNoticeBox notice={state.notice} variant="audio" onRetry={retry} onWatchHere={watchHere} />
    ) : state.kind === 'ended' ? (
      <LiveEndedBox reason={state.reason} variant="audio" onRetry={retry} />
    ) : state.kind === 'offline' ? (
      <p className="audio-panel__off-air">
        {t('live.offAir')}: {t('live.cause.offline')}
      </p>
    ) : null
  // Issue 21 §6: with nothing of its own to say, the bar shows the club's notice about this stream or its match.
  const clubNotices = useClubNotices().filter((n) => n.streamId === null || n.streamId === assetId)
  const shown = notice ?? (clubNotices.length > 0 ? <ClubNotices notices={clubNotices} label={t('notice.fromTheClub')} /> : null)
  const stream =
    state.kind === 'granted'
      ? { playbackUrl: state.playbackUrl, attach: state.attach, live: true, requestUrl, onFailure: streamFailed, streamId: assetId }
      : null
  return (
    <AudioBar
      title={asset && title === NO_TITLE ? asset.title : title}
      stream={stream}
      notice={shown}
      flag={state.kind === 'granted' && state.bypassed ? t('account.bypassed') : null}
      connection={<ConnectionNote state={connection} />}
      variant={variant}
      onClose={onClose}
    />
  )
}
