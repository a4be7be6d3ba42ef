/**
 * Issue 19 §4: the values a club's CSV files carry, read the ways clubs write
 * them: dates as DD/MM/YYYY (a UK spreadsheet) or YYYY-MM-DD, times as HH:MM
 * on London's clock, home or away as H/A/Home/Away, counts as whole numbers.
 */

/** 'DD/MM/YYYY', 'D/M/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD', or null when it is not a real date. */
export function readImportDate(text: string): string | null {
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const parts = uk ? [uk[3], uk[2], uk[1]] : iso ? [iso[1], iso[2], iso[3]] : null
  if (!parts) return null
  const [year, month, day] = parts.map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/** 'HH:MM' or 'H:MM' (24-hour) → 'HH:MM', or null. */
export function readImportTime(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text)
  if (!m) return null
  const [hour, minute] = [Number(m[1]), Number(m[2])]
  if (hour > 23 || minute > 59) return null
  return `${String(hour).padStart(2, '0')}:${m[2]}`
}

/** H, A, Home, Away (any case) → whether the club is at home, or null. */
export function readHomeOrAway(text: string): boolean | null {
  const value = text.toLowerCase()
  if (value === 'h' || value === 'home') return true
  if (value === 'a' || value === 'away') return false
  return null
}

/** A whole number of at least `min` (a count, a position), or null. */
export function readWholeNumber(text: string, min = 0): number | null {
  if (!/^-?\d{1,6}$/.test(text)) return null
  const value = Number(text)
  return value >= min ? value : null
}

/** The dates a season's fixtures fall in: 1 July of its start year to 30 June after (English seasons, pre-season included). */
export function seasonDateRange(startYear: number): { from: string; to: string } {
  return { from: `${startYear}-07-01`, to: `${startYear + 1}-06-30` }
}

/** Names compared as a person would: case and repeated spaces do not matter. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b)
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase()
