/**
 * Issue 20 §4: the chapters of a full match replay, from the match's events.
 * The replay runs from the console's kick-off to its full time, so an event's
 * place in it follows from the match clock: minute m of the first half starts
 * at (m−1)×60 s; half-time comes at 45 minutes plus the first half's added
 * time (the largest added minute of its events, else none); the second half
 * starts after a 15-minute break, its minute m at (m−46)×60 s from there.
 * Every time is clamped into the recording and the list is kept in order.
 * Labels are English (the message catalogues have no half-time or second-half
 * wording to build Arabic ones from).
 */
import type { MatchEvent } from '../types/football'

export type ChapterKind =
  | 'kickOff'
  | 'goal'
  | 'penaltyGoal'
  | 'ownGoal'
  | 'yellowCard'
  | 'secondYellow'
  | 'redCard'
  | 'halfTime'
  | 'secondHalf'
  | 'fullTime'

export interface Chapter {
  /** Seconds from the start of the replay. */
  at: number
  kind: ChapterKind
  label: string
}

export type ChapterEvent = Pick<MatchEvent, 'minute' | 'addedMinute' | 'type' | 'playerName'>

/** The events a replay is chaptered by, with their kind and label word; others (substitutions, missed penalties) are not. */
const EVENT_KINDS: Partial<Record<MatchEvent['type'], [ChapterKind, string]>> = {
  goal: ['goal', 'Goal'],
  'penalty-goal': ['penaltyGoal', 'Penalty goal'],
  'own-goal': ['ownGoal', 'Own goal'],
  'yellow-card': ['yellowCard', 'Yellow card'],
  'second-yellow': ['secondYellow', 'Second yellow card'],
  'red-card': ['redCard', 'Red card'],
}

export const FIRST_HALF_MINUTES = 45
export const HALF_TIME_BREAK_SECONDS = 15 * 60

const isFirstHalf = (event: Pick<MatchEvent, 'minute'>) => event.minute <= FIRST_HALF_MINUTES

/** "41'", "45+2'" */
export function minuteLabel(minute: number, addedMinute: number | null): string {
  return addedMinute ? `${minute}+${addedMinute}'` : `${minute}'`
}

/** Where half-time and the second half fall in the replay, in seconds. */
export function halfTimes(events: readonly ChapterEvent[]): { halfTime: number; secondHalf: number } {
  const added = Math.max(0, ...events.filter(isFirstHalf).map((event) => event.addedMinute ?? 0))
  const halfTime = (FIRST_HALF_MINUTES + added) * 60
  return { halfTime, secondHalf: halfTime + HALF_TIME_BREAK_SECONDS }
}

/** The second of the replay an event's minute starts at (before clamping). */
export function eventSecond(event: Pick<MatchEvent, 'minute' | 'addedMinute'>, secondHalf: number): number {
  const added = event.addedMinute ?? 0
  if (isFirstHalf(event)) return (Math.max(1, event.minute) - 1 + added) * 60
  return secondHalf + (event.minute - 46 + added) * 60
}

// issue 20 §4: chapters from the match events, kick-off at 0, half-time, second half, full time.
export function replayChapters(events: readonly ChapterEvent[], durationSeconds: number): Chapter[] {
  const end = Math.max(0, Math.floor(durationSeconds))
  const clamp = (at: number) => Math.min(end, Math.max(0, Math.round(at)))
  const { halfTime, secondHalf } = halfTimes(events)
  const secondHalfAdded = Math.max(0, ...events.filter((e) => !isFirstHalf(e)).map((e) => e.addedMinute ?? 0))
  const chapters: Chapter[] = [{ at: 0, kind: 'kickOff', label: 'Kick-off' }]
  // Half-time and the second half only when the recording reaches them (a match ended early has neither).
  if (halfTime < end) chapters.push({ at: halfTime, kind: 'halfTime', label: 'Half-time' })
  if (secondHalf < end) chapters.push({ at: secondHalf, kind: 'secondHalf', label: 'Second half' })
  for (const event of events) {
    const kind = EVENT_KINDS[event.type]
    if (!kind) continue
    const at = clamp(eventSecond(event, secondHalf))
    chapters.push({ at, kind: kind[0], label: `${kind[1]} ${minuteLabel(event.minute, event.addedMinute)} ${event.playerName}`.trim() })
  }
  chapters.push({ at: clamp(secondHalf + (90 - 45 + secondHalfAdded) * 60), kind: 'fullTime', label: 'Full time' })
  // Stable: events at the same second keep their match order; full time stays last.
  return chapters
    .map((chapter, index) => ({ chapter, index }))
    .sort((a, b) => a.chapter.at - b.chapter.at || a.index - b.index)
    .map((x) => x.chapter)
}

/** "40:00", "1:05:30": a chapter's time as the list shows it. */
export function chapterTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`
}

/** Where a chapter's marker sits on the timeline, in percent (0–100; 0 for an unknown length). */
export function chapterOffset(at: number, durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0
  return Math.min(100, Math.max(0, (at / durationSeconds) * 100))
}

/** Reads a stored chapters column; anything not a chapter is left out. */
export function parseChapters(json: string | null | undefined): Chapter[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]')
    if (!Array.isArray(value)) return []
    return value.filter(
      (c): c is Chapter =>
        typeof c === 'object' && c !== null && typeof c.at === 'number' && typeof c.kind === 'string' && typeof c.label === 'string',
    )
  } catch {
    return []
  }
}
