import { useEffect, useState } from 'react'
import { applyNoticePush } from '../../../shared/rules/apply-match-push'
import { SINCE_MARGIN_MS } from '../../../shared/rules/match-push-log'
import type { MatchNotice } from '../../../shared/types/match-notice'
import { setClubNotices } from './club-notices-store'

/**
 * Issue 21 §6 on a live player page: the club's current notices (from the
 * page's data), and those pushed to the stream's match while the page is
 * open. Without a match (a stream with no live or next match) nothing is
 * pushed: the page's data is all there is.
 */
export function useMatchNotices(matchId: number | null, initial: readonly MatchNotice[], serverNowIso: string): MatchNotice[] {
  const [notices, setNotices] = useState<MatchNotice[]>(() => [...initial])
  useEffect(() => {
    if (matchId === null || typeof WebSocket === 'undefined') return
    let closed = false
    let handle: { close(): void } | null = null
    // Loaded once the page is up: nothing of it is needed for the first paint.
    void import('../match-centre/match-socket').then(({ openMatchSocket }) => {
      if (closed) return
      handle = openMatchSocket({
        matchId,
        since: Date.parse(serverNowIso) - SINCE_MARGIN_MS,
        events: {
          onMessage: (message) => setNotices((current) => applyNoticePush(current, message)),
          onReady: () => undefined,
          onDown: () => undefined,
        },
      })
    })
    return () => {
      closed = true
      handle?.close()
    }
  }, [matchId, serverNowIso])
  // The player that opens over the page shows them too.
  useEffect(() => {
    setClubNotices(notices)
    return () => setClubNotices([])
  }, [notices])
  return notices
}
