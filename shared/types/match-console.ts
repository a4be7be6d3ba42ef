/** GET /api/admin/matches/{id}/console (issue 19 §5): what the match-day console shows. */
import type { ConsolePhase, StatusRequest } from '../rules/match-status-change'
import type { ConsoleStreamStatus } from '../rules/stream-console-status'
import type { MatchEvent, MatchSummary } from './football'

export interface ConsoleStream {
  id: string
  title: string
  contentKind: 'audio' | 'video'
  status: ConsoleStreamStatus
}

export interface ConsoleLiveRights {
  /** Live audio: the UK and abroad (SPEC §6). */
  audio: 'everywhere'
  /** The match is the first team's: only then do the blackout and the unsold territories apply (SPEC §1). */
  firstTeam: boolean
  /** The countries where live video is blacked out for this match (empty when the season's rule does not cover it). */
  videoBlackout: string[]
  /** Elsewhere, live video only in these countries (first team); null: not restricted (other teams). */
  videoOnlyIn: string[] | null
  /** The 'liveRights' setting could not be read: the streams refuse live video until it is. */
  configured: boolean
}

export interface MatchConsoleState {
  match: MatchSummary
  minute: number | null
  halfTime: { home: number; away: number } | null
  phase: ConsolePhase
  allowed: StatusRequest[]
  events: MatchEvent[]
  streams: ConsoleStream[]
  liveRights: ConsoleLiveRights
}
