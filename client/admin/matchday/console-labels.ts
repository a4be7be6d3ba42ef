/** Issue 19 §5: the console's words for event types, whistles and stream states (back office: English only). */
import type { MatchEventType } from '../../../shared/rules/match-event-entry'
import type { ConsolePhase, StatusRequest } from '../../../shared/rules/match-status-change'
import type { ConsoleStreamStatus } from '../../../shared/rules/stream-console-status'

export const EVENT_LABELS: Record<MatchEventType, string> = {
  goal: 'Goal',
  'penalty-goal': 'Penalty goal',
  'own-goal': 'Own goal',
  'missed-penalty': 'Missed penalty',
  'yellow-card': 'Yellow card',
  'second-yellow': 'Second yellow',
  'red-card': 'Red card',
  substitution: 'Substitution',
}

export const WHISTLE_LABELS: Record<StatusRequest, string> = { live: 'Kick off', halftime: 'Half-time', fulltime: 'Full time' }

export const PHASE_LABELS: Record<ConsolePhase, string> = {
  notStarted: 'Not started',
  firstHalf: 'First half',
  secondHalf: 'Second half',
  fullTime: 'Full time',
  postponed: 'Postponed',
}

export const STREAM_LABELS: Record<ConsoleStreamStatus, string> = { offline: 'Offline', live: 'Live', ended: 'Ended' }

export function minuteLabel(minute: number, addedMinute: number | null): string {
  return addedMinute ? `${minute}+${addedMinute}′` : `${minute}′`
}
