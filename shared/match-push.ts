/**
 * Issue 21 §1, §6 (ARCHITECTURE "match push"): the messages a match's room
 * pushes over GET /api/matches/{id}/socket, and the few a page may send.
 * Each pushed message has the room's id (monotonic per match: a reconnect
 * with ?after=<id> gets exactly the ones after it), its kind, the match,
 * when the write was committed (`at`, ISO 8601: the spoiler gate of §2 holds
 * an event until playback reaches it) and what changed. Every change carries
 * absolute values (a score, a status, a whole event), so applying one twice
 * changes nothing.
 */
import type { MatchEvent, MatchStatus } from './types/football'

export const MATCH_PUSH_TYPES = ['event', 'score', 'status', 'notice', 'notice-cleared'] as const
export type MatchPushType = (typeof MATCH_PUSH_TYPES)[number]

import type { MatchNotice } from './types/match-notice'

export type { MatchNotice } from './types/match-notice'

export type MatchPushData = {
  /** An event added or corrected (upsert by event.id), or removed; with the score after it. */
  event:
    | { change: 'added' | 'corrected'; event: MatchEvent; homeScore: number | null; awayScore: number | null }
    | { change: 'removed'; eventId: number; homeScore: number | null; awayScore: number | null }
  score: { homeScore: number | null; awayScore: number | null }
  status: { status: MatchStatus; minute: number | null; homeScore: number | null; awayScore: number | null }
  notice: MatchNotice
  'notice-cleared': { id: number }
}

export type MatchPushMessage = {
  [T in MatchPushType]: { id: number; type: T; matchId: number; at: string; data: MatchPushData[T] }
}[MatchPushType]

/** What a write hands the room: the room gives it its id and match. */
export type MatchPushInput = { [T in MatchPushType]: { type: T; at: string; data: MatchPushData[T] } }[MatchPushType]

/** Frames that are not pushed messages: the catch-up is done (with the last id), an answer to the page, a refusal. */
export type MatchSocketControl =
  /** complete: false when the page must read the whole state once (no ?after=, or what it missed was pruned). */
  { type: 'ready'; lastId: number; complete: boolean } | { type: 'pong' } | { type: 'error'; code: MatchSocketErrorCode; message: string }

export type MatchSocketErrorCode = 'bad_message' | 'message_too_large' | 'unknown_type' | 'wrong_match'

export type MatchSocketFrame = MatchPushMessage | MatchSocketControl

/** Pages send only a ping; anything longer than this is refused unread (and the socket closed, code 1009). */
export const MAX_MATCH_SOCKET_MESSAGE_LENGTH = 256

/** The one message a page sends: answered by the runtime without waking the room (hibernation auto-response). */
export const MATCH_SOCKET_PING = '{"type":"ping"}'
export const MATCH_SOCKET_PONG = '{"type":"pong"}'

/** Close codes a page acts on (4000–4999 are the application's). */
export const MATCH_SOCKET_CLOSE = {
  /** The match ended more than an hour ago: do not reconnect. */
  matchOver: 4410,
  /** The socket fell behind what the room keeps: reconnect at once (the page then reads the whole state once). */
  resync: 4409,
  /** A message too large to read. */
  tooLarge: 1009,
} as const

/** Is this frame a pushed message (it has an id), rather than a control frame? */
export function isPushMessage(frame: MatchSocketFrame): frame is MatchPushMessage {
  return 'id' in frame && typeof frame.id === 'number'
}
