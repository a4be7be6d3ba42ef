/**
 * Match days of the current season. The demo's "today" is 2026-11-22 (clock.ts),
 * so the fixture list straddles it: results before, fixtures after.
 */
import { addDays } from './clock'

export interface MatchDay {
  date: string
  /** Europe/London wall time, 'HH:MM'. */
  time: string
}

/** Every nth weekday from first to last inclusive, skipping the given dates. */
function everyWeek(first: string, last: string, stepWeeks: number, skip: readonly string[]): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 7 * stepWeeks)) {
    if (!skip.includes(day)) days.push(day)
  }
  return days
}

/** International breaks and FA Cup third-round weekend: no league football. */
const MEN_SKIPPED_SATURDAYS = ['2026-09-05', '2026-10-10', '2026-11-14', '2027-01-09', '2027-03-27']

/** Midweek rounds, Tuesdays at 19:45. */
const MEN_MIDWEEKS: MatchDay[] = [
  '2026-08-18',
  '2026-09-15',
  '2026-09-29',
  '2026-10-20',
  '2026-11-03',
  '2026-11-24',
  '2026-12-08',
  '2026-12-29',
  '2027-02-16',
  '2027-03-02',
  '2027-04-06',
].map((date) => ({ date, time: '19:45' }))

/** 46 Championship match days, Saturdays at 15:00 with some early TV kick-offs. */
export function menLeagueDays(): MatchDay[] {
  const saturdays = everyWeek('2026-08-08', '2027-05-08', 1, MEN_SKIPPED_SATURDAYS).map(
    (date, index): MatchDay => ({ date, time: index % 9 === 4 ? '12:30' : '15:00' }),
  )
  const days = [...saturdays, ...MEN_MIDWEEKS]
  days.sort((a, b) => (a.date < b.date ? -1 : 1))
  return days.slice(0, 46)
}

/** WSL 2: Sundays at 14:00, two weekends in three, none on the men's live Sunday. */
export function womenLeagueDays(): MatchDay[] {
  const sundays = everyWeek('2026-08-30', '2027-05-30', 1, ['2026-11-22', '2026-12-27', '2027-01-03'])
  return sundays
    .filter((_, index) => index % 3 !== 2)
    .slice(0, 22)
    .map((date) => ({ date, time: '14:00' }))
}

/** Premier League 2: alternate Mondays at 19:00. */
export function u21LeagueDays(): MatchDay[] {
  return everyWeek('2026-08-10', '2027-05-31', 2, ['2026-12-28'])
    .slice(0, 18)
    .map((date) => ({ date, time: '19:00' }))
}

/** U18 Premier League South: alternate Saturdays at 11:00. */
export function u18LeagueDays(): MatchDay[] {
  return everyWeek('2026-08-15', '2027-05-31', 2, [])
    .slice(0, 18)
    .map((date) => ({ date, time: '11:00' }))
}
