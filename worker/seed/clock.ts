/**
 * Dates for the demo. Kick-offs are planned in UK time and stored in UTC.
 *
 * The seed's calendar is written for one fixed week of the 2025/26 season (the
 * men's live game at Derby on Sunday 22 November 2026). A seed made on another
 * day moves every dated row of that calendar by whole weeks (weekdays kept:
 * Saturdays stay Saturdays) so that the real today falls in that week, and
 * puts the live game LIVE_MINUTE minutes in at the moment of seeding.
 */

/** The fixed "now" of deterministic seeds (the tests): 35 minutes into the men's live game at Derby. */
export const SEED_NOW = '2026-11-22T15:35:00.000Z'

/** How far the live match has got when the seed is made, and what its row says. */
export const LIVE_MINUTE = 35

/**
 * The week of the written calendar that the real today is mapped into,
 * Tuesday 17 to Monday 23 November 2026 (London): the men's previous game
 * (Saturday 7 November) is before it and their next (Tuesday 24, 19:45) after
 * it, so the live game sits between them on any day of the week.
 */
export const SEED_WEEK_FIRST_DAY = '2026-11-17'

/** A match counts as played (a result) this long after kick-off; before then it is still to be completed. */
export const MATCH_SPAN_MS = 2 * 3_600_000

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** The live kick-off is rounded down to this, so it reads like a real kick-off time. */
const KICKOFF_STEP_MS = 5 * 60_000

export interface SeedClock {
  /** The instant the seed is made for (UTC ISO): results before it, fixtures after it. */
  now: string
  /** Days every date of the written calendar moves: a whole number of weeks, negative before SEED_WEEK_FIRST_DAY. */
  shiftDays: number
  /** Kick-off of the live men's match (UTC ISO), LIVE_MINUTE minutes or a little more before `now`. */
  liveKickoff: string
}

/** 'YYYY-MM-DD' of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** Whole days from one 'YYYY-MM-DD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}

/** The last Sunday of a month, where UK clocks change. */
function lastSunday(year: number, monthIndex: number): number {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0))
  return last.getUTCDate() - last.getUTCDay()
}

/** British Summer Time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. */
function inBritishSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear()
  return utcMs >= Date.UTC(year, 2, lastSunday(year, 2), 1) && utcMs < Date.UTC(year, 9, lastSunday(year, 9), 1)
}

/** Europe/London wall time to a UTC ISO instant; kick-offs never fall in the changeover hour. */
export function londonToUtc(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const asUtc = Date.UTC(year, month - 1, date, hour, minute)
  return new Date(inBritishSummerTime(asUtc - HOUR_MS) ? asUtc - HOUR_MS : asUtc).toISOString()
}

/** A UTC instant as Europe/London wall time: date 'YYYY-MM-DD' and time 'HH:MM'. */
export function londonWallTime(iso: string): { date: string; time: string } {
  const utcMs = Date.parse(iso)
  const wall = new Date(inBritishSummerTime(utcMs) ? utcMs + HOUR_MS : utcMs).toISOString()
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) }
}

/**
 * Where the written calendar sits for a seed made at `now` (SPEC §9.1: London
 * dates). The shift is the whole number of weeks from SEED_WEEK_FIRST_DAY to
 * the London date of `now`, so the real today lands in the seed's week on the
 * same weekday. It is not limited: a seed made after May 2027 still shows a
 * season in progress, its dates a year or more after its 2025/26 label, and
 * the season's end (30 June after its last fixture) moves with them.
 */
export function seedClock(now: Date | string): SeedClock {
  const nowMs = typeof now === 'string' ? Date.parse(now) : now.getTime()
  if (Number.isNaN(nowMs)) throw new RangeError(`seed: not an instant: ${String(now)}`)
  const today = londonWallTime(new Date(nowMs).toISOString()).date
  const shiftDays = Math.floor(daysBetween(SEED_WEEK_FIRST_DAY, today) / 7) * 7
  const kickoffMs = Math.floor((nowMs - LIVE_MINUTE * 60_000) / KICKOFF_STEP_MS) * KICKOFF_STEP_MS
  return { now: new Date(nowMs).toISOString(), shiftDays, liveKickoff: new Date(kickoffMs).toISOString() }
}

/** A 'YYYY-MM-DD' of the written calendar on the seed's calendar. */
export function shiftDay(clock: SeedClock, day: string): string {
  return addDays(day, clock.shiftDays)
}

/** A London wall time of the written calendar ('YYYY-MM-DD HH:MM') as the seed's UTC instant: the clock time is kept across BST/GMT. */
export function shiftLondon(clock: SeedClock, dayAndTime: string): string {
  const [day, time] = dayAndTime.split(' ') as [string, string]
  return londonToUtc(shiftDay(clock, day), time)
}

/** A UTC instant of the written calendar (an advert's UTC window) moved by the seed's whole days, UTC time kept. */
export function shiftUtc(clock: SeedClock, iso: string): string {
  return new Date(Date.parse(iso) + clock.shiftDays * DAY_MS).toISOString()
}

/** Whether a match that kicked off at `kickoff` is a result at the seed's now. */
export function isPlayed(clock: SeedClock, kickoff: string): boolean {
  return Date.parse(kickoff) + MATCH_SPAN_MS <= Date.parse(clock.now)
}
