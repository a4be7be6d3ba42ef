/**
 * Fixture-list dates in Europe/London (SPEC §9.1): month groups and kick-off times.
 * Day labels use formatDate(…, 'match') from ./formats ('ddd D MMM').
 */
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { SITE_TIME_ZONE } from './formats'

dayjs.extend(utc)
dayjs.extend(timezone)

const london = (iso: string) => dayjs.utc(iso).tz(SITE_TIME_ZONE)

/** '2026-11' for grouping: the London month, so a 23:30 UTC kick-off on 31 Oct in BST still counts as November. */
export function londonMonthKey(iso: string): string {
  return london(iso).format('YYYY-MM')
}

/** 'November 2026'. */
export function londonMonthLabel(iso: string): string {
  return london(iso).format('MMMM YYYY')
}

/** Kick-off time in London, 24-hour: '15:00'. */
export function kickoffTime(iso: string): string {
  return london(iso).format('HH:mm')
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
