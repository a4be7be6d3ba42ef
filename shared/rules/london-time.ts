/**
 * Issue 19 §2: editors schedule at a London time ("publish at 18:30"), as the
 * club lives by it; the database keeps UTC instants. A wall-clock time that
 * London skips (the spring change, 01:00 to 02:00) is refused rather than
 * guessed; one it passes twice (the autumn change) is read as the first, in
 * summer time, as a person reading the clock then would mean.
 */
import { londonOffsetMs } from './formats'

export type LondonTimeReading = { ok: true; utc: string } | { ok: false; reason: 'format' | 'noSuchTime' }

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const HOUR_MS = 60 * 60 * 1000

/** 'YYYY-MM-DDTHH:mm' on London's clock to the UTC instant (toISOString form). */
export function londonLocalToUtc(local: string): LondonTimeReading {
  const parts = LOCAL.exec(local)
  if (!parts) return { ok: false, reason: 'format' }
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const back = new Date(wall)
  const exists = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
  if (!exists || hour > 23 || minute > 59 || year < 2000) return { ok: false, reason: 'format' }
  // London is UTC+1 or UTC+0: the instant is one of two; keep those whose offset agrees.
  const readings = [wall - HOUR_MS, wall].filter((instant) => londonOffsetMs(instant) === wall - instant)
  const first = readings[0]
  return first === undefined ? { ok: false, reason: 'noSuchTime' } : { ok: true, utc: new Date(first).toISOString() }
}

/** A UTC instant as London's wall clock, 'YYYY-MM-DDTHH:mm' (what a datetime-local field shows). */
export function utcToLondonLocal(iso: string): string {
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) throw new RangeError(`Not an ISO date: ${iso}`)
  return new Date(instant + londonOffsetMs(instant)).toISOString().slice(0, 16)
}
