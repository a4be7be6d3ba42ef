import { useCallback, useRef, useState } from 'react'
import { streamRecovery } from '../../../shared/rules/stream-renewal'
import type { StreamFailure } from '../../player/hls-stream'
import { usePlaybackGrant } from '../../player/use-playback-grant'
import { useT } from '../../hooks/use-t'
import { LoadingIndicator } from '../widgets/loading-indicator'
import { PlaybackNoticeBox } from './playback-notice'
import { VideoStage } from './video-stage'

/**
 * The on-demand picture of the SPEC §2.6 overlay: the §4.4 grant, the player
 * or the §8.2 message of a refused grant. A stream whose 5-minute grant ran
 * out mid-play asks for a new one and carries on where it was, as often as a
 * long replay needs; a failure with no playback since the last renewal is shown.
 */
export function OnDemandScreen({ entryId, title, poster }: { entryId: string; title: string; poster: string | undefined }) {
  const t = useT()
  const { grant, renew } = usePlaybackGrant(entryId, 'video')
  const [streamProblem, setStreamProblem] = useState<{ entryId: string; code: string } | null>(null)
  const lastRenewal = useRef<{ entryId: string; at: number } | null>(null)
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
  const problem = streamProblem && streamProblem.entryId === entryId ? streamProblem.code : null
  const showsNotice = problem !== null || grant.kind === 'refused'
  return (
    <div className={showsNotice ? 'video-player__screen video-player__screen--notice' : 'video-player__screen'}>
      {problem ? (
        <PlaybackNoticeBox
          notice={{ outcome: 'problem', login: null, upgradeLinks: false, support: true, code: problem }}
          variant="video"
        />
      ) : grant.kind === 'granted' ? (
        <VideoStage
          key={entryId}
          entryId={entryId}
          playbackUrl={grant.playbackUrl}
          renewal={grant.renewal}
          title={title}
          poster={poster}
          onFailure={onFailure}
        />
      ) : grant.kind === 'refused' ? (
        <PlaybackNoticeBox notice={grant.notice} variant="video" />
      ) : (
        <LoadingIndicator label={t('player.loading')} className="video-player__loading" />
      )}
    </div>
  )
}
