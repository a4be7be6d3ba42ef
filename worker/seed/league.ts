/** A double round-robin league, played out with seeded results, and its table. */
import type { Club } from './clubs'
import type { MatchDay } from './calendar'
import type { Random } from './random'

export interface LeagueFixture {
  round: number
  day: MatchDay
  home: Club
  away: Club
  /** null until played. */
  score: [number, number] | null
}

export interface TableRow {
  club: Club
  position: number
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  points: number
  form: string
}

/** Circle method; the second half of the season swaps home and away. */
export function roundRobin(size: number): Array<Array<[number, number]>> {
  const order = Array.from({ length: size }, (_, i) => i)
  const firstHalf: Array<Array<[number, number]>> = []
  for (let round = 0; round < size - 1; round++) {
    const pairs: Array<[number, number]> = []
    for (let i = 0; i < size / 2; i++) {
      const a = order[i] as number
      const b = order[size - 1 - i] as number
      // Alternate venues so no club plays a long run at home or away.
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a])
    }
    firstHalf.push(pairs)
    order.splice(1, 0, order.pop() as number)
  }
  const secondHalf = firstHalf.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h]))
  return [...firstHalf, ...secondHalf]
}

/** Knuth's Poisson sampler; fine for the small means of football scores. */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean)
  let k = 0
  let p = random.next()
  while (p > limit) {
    k++
    p *= random.next()
  }
  return Math.min(k, 6)
}

export function simulateScore(random: Random, home: Club, away: Club): [number, number] {
  return [
    poisson(random, 1.35 * (home.strength / away.strength) ** 1.4 * 1.1),
    poisson(random, 1.35 * (away.strength / home.strength) ** 1.4 * 0.9),
  ]
}

/**
 * Fixtures for every club (clubs[0] is ours); rounds on a played day get a result.
 * Rounds are played in calendar order, so a later "now" never changes an earlier result.
 */
export function playLeague(clubs: Club[], days: MatchDay[], played: (day: MatchDay) => boolean, random: Random): LeagueFixture[] {
  const rounds = roundRobin(clubs.length)
  if (rounds.length !== days.length) throw new Error(`seed: ${rounds.length} rounds but ${days.length} match days`)
  return rounds.flatMap((pairs, round) => {
    const day = days[round] as MatchDay
    return pairs.map(([h, a]) => {
      const home = clubs[h] as Club
      const away = clubs[a] as Club
      const score = played(day) ? simulateScore(random, home, away) : null
      return { round: round + 1, day, home, away, score }
    })
  })
}

export function leagueTable(clubs: Club[], fixtures: LeagueFixture[]): TableRow[] {
  const rows = new Map(
    clubs.map((club) => [
      club.name,
      {
        club,
        position: 0,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        points: 0,
        form: '',
      } as TableRow,
    ]),
  )
  const record = (club: Club, scored: number, conceded: number) => {
    const row = rows.get(club.name) as TableRow
    const result = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L'
    row.played++
    row.goalsFor += scored
    row.goalsAgainst += conceded
    if (result === 'W') row.won++
    if (result === 'D') row.drawn++
    if (result === 'L') row.lost++
    row.points += result === 'W' ? 3 : result === 'D' ? 1 : 0
    row.form = (row.form + result).slice(-5)
  }
  for (const fixture of fixtures) {
    if (!fixture.score) continue
    record(fixture.home, fixture.score[0], fixture.score[1])
    record(fixture.away, fixture.score[1], fixture.score[0])
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.club.name.localeCompare(b.club.name),
  )
  sorted.forEach((row, index) => {
    row.position = index + 1
  })
  return sorted
}
