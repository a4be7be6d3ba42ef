import { useMemo } from 'react'
import type { LivePlayerPage as LivePlayerData } from '../../../shared/types/stream'
import { LiveUpgradeNotice } from './live-upgrade-notice'
import { ReadyForKickoff } from './ready-for-kickoff'

interface Props {
  stream: LivePlayerData['stream']
  matchId: number | null
  beforeKickOff: boolean
  liveUpgrade: LivePlayerData['liveUpgrade']
}

/** The live player page's notices (client/pages/live-player-page.tsx): "Ready for kick-off?" before the match, the §2.10 upgrade notice. */
export function LiveStreamNotices({ stream, matchId, beforeKickOff, liveUpgrade }: Props) {
  const streams = useMemo(() => [stream], [stream])
  return (
    <>
      {beforeKickOff && matchId !== null ? <ReadyForKickoff streams={streams} matchId={matchId} /> : null}
      <LiveUpgradeNotice data={liveUpgrade} streams={streams} matchId={matchId} />
    </>
  )
}
