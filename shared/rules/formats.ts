/**
 * Display formats and London calendar arithmetic of SPEC §9.1.
 * Every calendar date the site shows or puts in a URL is the Europe/London date, BST or GMT.
 */
export const SITE_TIME_ZONE = 'Europe/London'
export const TITLE_LIMIT = 48

// SPEC §9.1
export const DATE_FORMATS = {
  default: 'D MMM YYYY',
  match: 'ddd D MMM',
  search: 'D MMM YYYY',
} as const

export type DateFormat = keyof typeof DATE_FORMATS

/**
 * The London calendar fields of an instant, through one cached Intl formatter: every news card
 * and fixture formats dates. A string without an offset is read as UTC. Null for an unparseable input.
 * Intl and Date only (no date library): this module is in every page's JavaScript (issue 13 §4).
 */
const londonFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
})

interface LondonFields {
  year: number
  month: number
  day: number
  weekday: string
}

// An ISO date or date-time without an offset ('2025-08-09', '2025-08-09T15:00:00.000').
const WITHOUT_OFFSET = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

/** Milliseconds since the epoch of an ISO string, read as UTC when it names no offset; NaN when unreadable. */
function instantOf(iso: string): number {
  const parts = /Z$/i.test(iso) ? null : WITHOUT_OFFSET.exec(iso)
  if (!parts) return new Date(iso).getTime()
  const [, year, month, day, hour, minute, second, fraction] = parts
  const n = (text: string | undefined, fallback: number) => (text ? Number(text) : fallback)
  return Date.UTC(n(year, 0), n(month, 1) - 1, n(day, 1), n(hour, 0), n(minute, 0), n(second, 0), n(fraction?.slice(0, 3), 0))
}

function londonFields(iso: string): LondonFields | null {
  const instant = instantOf(iso)
  if (Number.isNaN(instant)) return null
  const fields: Record<string, string> = {}
  for (const part of londonFormatter.formatToParts(instant)) fields[part.type] = part.value
  return { year: Number(fields.year), month: Number(fields.month), day: Number(fields.day), weekday: fields.weekday ?? '' }
}

/** English month names, January first: the one list every date label reads. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3))

/** The tokens of DATE_FORMATS: D, MMM, YYYY, ddd. */
function formatFields(fields: LondonFields, pattern: string): string {
  return pattern.replace(/YYYY|MMM|ddd|D/g, (token) => {
    if (token === 'YYYY') return String(fields.year)
    if (token === 'MMM') return MONTHS[fields.month - 1] ?? ''
    if (token === 'ddd') return fields.weekday
    return String(fields.day)
  })
}

/**
 * Formats an ISO instant as its Europe/London date (SPEC §9.1), e.g. '9 Aug 2025' or 'Sat 9 Aug'.
 * Arabic uses the same patterns with English month and day names: no Arabic calendar names are
 * loaded, so output is identical for both locales and the parameter only records the caller's intent.
 * An unparseable input gives '' so a bad row never breaks a page.
 */
export function formatDate(iso: string, format: DateFormat = 'default', _locale: 'en' | 'ar' = 'en'): string {
  const fields = londonFields(iso)
  return fields ? formatFields(fields, DATE_FORMATS[format]) : ''
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/**
 * SPEC §9.1: 'H[hr] mm' above 3599 s (3725 → '1hr 02'), otherwise 'mm:ss' (65 → '01:05').
 * Fractions are dropped; negative, NaN or infinite input shows '00:00'.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '00:00'
  const whole = Math.floor(seconds)
  if (whole > 3599) return `${Math.floor(whole / 3600)}hr ${pad2(Math.floor((whole % 3600) / 60))}`
  return `${pad2(Math.floor(whole / 60))}:${pad2(whole % 60)}`
}

/** SPEC §9.1: a title over the limit keeps its first `limit` characters (code points) and gains '...'. */
export function truncateTitle(title: string, limit: number = TITLE_LIMIT): string {
  const chars = Array.from(title)
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : title
}

export interface LondonDate {
  year: number
  month: number
  day: number
}

/** The Europe/London calendar date of an instant (month and day 1-based). Throws RangeError on a bad instant. */
export function londonDateParts(iso: string): LondonDate {
  const fields = londonFields(iso)
  if (fields === null) throw new RangeError(`Not an ISO date: ${iso}`)
  return { year: fields.year, month: fields.month, day: fields.day }
}

/**
 * The canonical dated URL of an article, SPEC §2.1: /news/{yyyy}/{mm}/{dd}/{slug} with the London
 * publication date. The slug is percent-encoded (Arabic slugs), so matchRoute reads it back.
 */
export function newsArticlePath(article: { slug: string; publishedAt: string }): string {
  const { year, month, day } = londonDateParts(article.publishedAt)
  return `/news/${year}/${pad2(month)}/${pad2(day)}/${encodeURIComponent(article.slug)}`
}

/**
 * The UTC bounds of a London-local year, month or day: `from` inclusive, `to` exclusive, both
 * toISOString() form (comparable as strings with stored publishedAt). Used to find an article by
 * its dated URL and to list an archive. A day across a clock change is 23 or 25 hours long.
 * Throws RangeError for a date that does not exist or a day without a month.
 */
export function londonDayRange(year: number, month?: number, day?: number): { from: string; to: string } {
  if (!isCalendarDate(year, month ?? 1, day ?? 1) || (day !== undefined && month === undefined)) {
    throw new RangeError(`Not a calendar date: ${year}/${month ?? '-'}/${day ?? '-'}`)
  }
  const start = { year, month: month ?? 1, day: day ?? 1 }
  // Step the calendar (not 24 h) so the end is the next London midnight whatever the offset.
  const next =
    day !== undefined
      ? { ...start, day: start.day + 1 }
      : month !== undefined
        ? { ...start, month: start.month + 1 }
        : { ...start, year: start.year + 1 }
  return { from: londonMidnight(start), to: londonMidnight(next) }
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** How far London's clock is ahead of UTC at an instant (0 or one hour), in milliseconds. */
export function londonOffsetMs(instant: number): number {
  const f: Record<string, string> = {}
  for (const part of londonClock.formatToParts(instant)) f[part.type] = part.value
  const wall = Date.UTC(Number(f.year), Number(f.month) - 1, Number(f.day), Number(f.hour), Number(f.minute), Number(f.second))
  return wall - (instant - (instant % 1000))
}

/** London midnight of a date given as numbers that may overflow (day 32, month 13) into the next unit. */
function londonMidnight({ year, month, day }: LondonDate): string {
  const utcMidnight = Date.UTC(year, month - 1, day)
  // Midnight is never inside a London clock change (those happen at 01:00 UTC), so it always exists once:
  // the offset in force an offset before UTC midnight is the one of London's midnight.
  return new Date(utcMidnight - londonOffsetMs(utcMidnight - londonOffsetMs(utcMidnight))).toISOString()
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999) return false
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}
