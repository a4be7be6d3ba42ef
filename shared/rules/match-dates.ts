/**
 * Fixture-list dates in Europe/London (SPEC §9.1): month groups and kick-off times.
 * Day labels use formatDate(…, 'match') from ./formats ('ddd D MMM'). Cached Intl formatters, like
 * ./formats, because a fixture list formats every row.
 */
import { londonDateParts, MONTH_NAMES, SITE_TIME_ZONE } from './formats'

const timeFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** '2026-11' for grouping: the London month, so 23:30 UTC on 31 Oct in summer time counts as November. */
export function londonMonthKey(iso: string): string {
  const { year, month } = londonDateParts(iso)
  return `${year}-${String(month).padStart(2, '0')}`
}

/** 'November 2026'. */
export function londonMonthLabel(iso: string): string {
  const { year, month } = londonDateParts(iso)
  return `${MONTH_NAMES[month - 1]} ${year}`
}

/** Kick-off time in London, 24-hour: '15:00'. '' for an unparseable instant. */
export function kickoffTime(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : timeFormatter.format(time)
}

export interface MonthGroup<T> {
  key: string
  label: string
  items: T[]
}

/** Groups items (already in kick-off order) by London month, keeping the order. */
export function groupByLondonMonth<T extends { kickoff: string }>(items: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = []
  for (const item of items) {
    const key = londonMonthKey(item.kickoff)
    const last = groups[groups.length - 1]
    if (last && last.key === key) last.items.push(item)
    else groups.push({ key, label: londonMonthLabel(item.kickoff), items: [item] })
  }
  return groups
}

/** Minute label of a match event: 90+3 is written "90+3'". */
export function eventMinute(minute: number, added: number | null): string {
  return added ? `${minute}+${added}'` : `${minute}'`
}
