/**
 * Issue 19 §5: the minute the console's event form starts from, counted from
 * the scheduled kick-off (the actual kick-off time is not stored). The
 * operator corrects it when the game started late; it is only a suggestion.
 */
import type { ConsolePhase } from './match-status-change'

/** Our assumption for the interval: the second half starts about 60 minutes after kick-off. */
const SECOND_HALF_START_MINUTES = 60

export function suggestedMinute(phase: ConsolePhase, kickoffIso: string, nowIso: string): number {
  const elapsed = Math.floor((Date.parse(nowIso) - Date.parse(kickoffIso)) / 60_000)
  if (Number.isNaN(elapsed)) return 0
  switch (phase) {
    case 'firstHalf':
      return clamp(elapsed + 1, 1, 45)
    case 'secondHalf':
      return clamp(elapsed - SECOND_HALF_START_MINUTES + 46, 46, 90)
    case 'fullTime':
      return 90
    case 'notStarted':
    case 'postponed':
      return 0
  }
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))
