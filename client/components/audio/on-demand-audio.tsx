import { useCallback, useRef, useState } from 'react'
import { streamRecovery } from '../../../shared/rules/stream-renewal'
import type { StreamFailure } from '../../player/hls-stream'
import { usePlaybackGrant } from '../../player/use-playback-grant'
import { PlaybackNoticeBox } from '../player/playback-notice'
import { AudioBar } from './audio-bar'

/**
 * On-demand commentary in the audio panel: the SPEC §4.4 grant, asked again
 * when its 5-minute token runs out mid-play (shared/rules/stream-renewal.ts,
 * as the video player does), carrying on where it was.
 */
export function OnDemandAudio({ entryId, title, onClose }: { entryId: string; title: string; onClose: () => void }) {
  const { grant, renew } = usePlaybackGrant(entryId, 'audio')
  const [problem, setProblem] = useState<string | null>(null)
  const lastRenewalAt = useRef<number | null>(null)
  const onFailure = useCallback(
    (failure: StreamFailure, position: number) => {
      if (streamRecovery({ failure, position, lastRenewalAt: lastRenewalAt.current }) === 'renew') {
        lastRenewalAt.current = position
        renew()
        return
      }
      setProblem(`playback-${failure}`)
    },
    [renew],
  )
  const notice = problem ? (
    <PlaybackNoticeBox notice={{ outcome: 'problem', login: null, upgradeLinks: false, support: true, code: problem }} variant="audio" />
  ) : grant.kind === 'refused' ? (
    <PlaybackNoticeBox notice={grant.notice} variant="audio" />
  ) : null
  const stream =
    grant.kind === 'granted' && !problem
      ? { playbackUrl: grant.playbackUrl, attach: grant.renewal, live: false, onFailure, streamId: entryId }
      : null
  return <AudioBar title={title} stream={stream} notice={notice} variant="panel" onClose={onClose} />
}
