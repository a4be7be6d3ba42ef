/**
 * Issue 21 §1: what a pushed message does to the match centre's live state.
 * Every message carries absolute values (an event by its id, a score, a
 * status), so applying one twice, or one the poll already showed, changes
 * nothing. The spoiler gate of §2 can replay the same messages, held back
 * to the supporter's playback position, through this one function.
 */
import type { MatchNotice, MatchPushMessage } from '../match-push'
import type { MatchEvent, MatchLiveState } from '../types/football'

/** The timeline's order (worker/db/match-centre.ts sorts the same way). */
function byMinute(a: MatchEvent, b: MatchEvent): number {
  return a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0) || a.id - b.id
}

export function applyMatchPush(state: MatchLiveState, message: MatchPushMessage): MatchLiveState {
  if (message.matchId !== state.id) return state
  switch (message.type) {
    case 'event': {
      const { data } = message
      const others = state.events.filter((event) => event.id !== (data.change === 'removed' ? data.eventId : data.event.id))
      const events = data.change === 'removed' ? others : [...others, data.event].sort(byMinute)
      return { ...state, events, homeScore: data.homeScore, awayScore: data.awayScore }
    }
    case 'score':
      return { ...state, homeScore: message.data.homeScore, awayScore: message.data.awayScore }
    case 'status':
      return {
        ...state,
        status: message.data.status,
        minute: message.data.minute,
        homeScore: message.data.homeScore,
        awayScore: message.data.awayScore,
      }
    default:
      return state
  }
}

/** The notices shown now: a new one replaces one of the same id, a cleared one goes. Newest first. */
export function applyNoticePush(notices: readonly MatchNotice[], message: MatchPushMessage): MatchNotice[] {
  if (message.type === 'notice') return [message.data, ...notices.filter((n) => n.id !== message.data.id)]
  if (message.type === 'notice-cleared') return notices.filter((n) => n.id !== message.data.id)
  return [...notices]
}
