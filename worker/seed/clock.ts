/** Dates for the demo. Kick-offs are planned in UK time and stored in UTC. */

/**
 * The demo's "now": results before it, fixtures after it, and the men's match
 * that kicks off at this instant is live.
 */
export const SEED_NOW = '2026-11-22T15:00:00.000Z'

const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' of a UTC date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
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

/**
 * Europe/London wall time to a UTC ISO instant. British Summer Time runs from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October; kick-offs never fall in the changeover hour.
 */
export function londonToUtc(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const asUtc = Date.UTC(year, month - 1, date, hour, minute)
  const bstStart = Date.UTC(year, 2, lastSunday(year, 2), 1)
  const bstEnd = Date.UTC(year, 9, lastSunday(year, 9), 1)
  const inBst = asUtc - 3_600_000 >= bstStart && asUtc - 3_600_000 < bstEnd
  return new Date(inBst ? asUtc - 3_600_000 : asUtc).toISOString()
}
