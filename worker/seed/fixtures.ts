/**
 * The current season's fixtures and results for all four teams, and the league
 * tables, on the seed's calendar (clock.ts): matches played by its "now" are
 * results, the rest fixtures, and the men's live game kicks off just before it.
 */
import { type MatchDay, menLeagueDays, u18LeagueDays, u21LeagueDays, womenLeagueDays } from './calendar'
import { isPlayed, LIVE_MINUTE, londonToUtc, londonWallTime, type SeedClock, shiftDay } from './clock'
import { CHAMPIONSHIP_CLUBS, type Club, clubByName, sideOf } from './clubs'
import { type LeagueFixture, type TableRow, leagueTable, playLeague } from './league'
import { hashString, seededRandom } from './random'
import { CLUB, COMPETITION, type TeamKey } from './teams'

export type Status = 'upcoming' | 'live' | 'fulltime' | 'postponed'

export interface MatchPlan {
  id: number
  team: TeamKey
  competitionId: number
  roundLabel: string
  day: MatchDay
  kickoff: string
  isHome: boolean
  opponent: Club
  venue: string
  ourGoals: number | null
  theirGoals: number | null
  status: Status
  minute: number | null
}

export interface LeagueStanding {
  team: TeamKey
  competitionId: number
  rows: TableRow[]
  ours: Club
}

interface TeamLeague {
  team: TeamKey
  competitionId: number
  ours: Club
  opponents: Club[]
  days: MatchDay[]
  homeVenue: string
  firstId: number
}

const us = (name: string, shortName: string, ground: string, strength: number): Club => ({
  slug: 'ipswich-town',
  name,
  shortName,
  ground,
  primary: '#0044a9',
  secondary: '#ffffff',
  strength,
})

const sides = (names: string[], suffix: string): Club[] =>
  names.map((name) => sideOf(clubByName(name), suffix, 0.75 + (hashString(name + suffix) % 35) / 100))

const LEAGUES: TeamLeague[] = [
  {
    team: 'men',
    competitionId: COMPETITION.championship,
    ours: us(CLUB.name, CLUB.shortName, CLUB.ground, 1.05),
    opponents: CHAMPIONSHIP_CLUBS,
    days: menLeagueDays(),
    homeVenue: CLUB.ground,
    firstId: 1,
  },
  {
    team: 'women',
    competitionId: COMPETITION.wsl2,
    ours: us('Ipswich Town Women', 'Town Women', CLUB.ground, 1.0),
    opponents: sides(
      [
        'Birmingham City',
        'Bristol City',
        'Charlton Athletic',
        'Crystal Palace',
        'Durham',
        'Newcastle United',
        'Nottingham Forest',
        'Portsmouth',
        'Sheffield United',
        'Southampton',
        'Sunderland',
      ],
      'Women',
    ),
    days: womenLeagueDays(),
    homeVenue: CLUB.ground,
    firstId: 101,
  },
  {
    team: 'u21',
    competitionId: COMPETITION.pl2,
    ours: us('Ipswich Town U21', 'Town U21', 'Playford Road', 0.95),
    opponents: sides(
      ['Norwich City', 'Watford', 'Southampton', 'Reading', 'Crystal Palace', 'Fulham', 'Leicester City', 'West Ham United', 'Brentford'],
      'U21',
    ),
    days: u21LeagueDays(),
    homeVenue: 'Playford Road',
    firstId: 201,
  },
  {
    team: 'u18',
    competitionId: COMPETITION.u18PremierLeague,
    ours: us('Ipswich Town U18', 'Town U18', 'Playford Road', 0.95),
    opponents: sides(
      ['Norwich City', 'Tottenham Hotspur', 'Arsenal', 'Chelsea', 'West Ham United', 'Reading', 'Crystal Palace', 'Fulham', 'Southampton'],
      'U18',
    ),
    days: u18LeagueDays(),
    homeVenue: 'Playford Road',
    firstId: 301,
  },
]

type CupTie = [TeamKey, number, string, string, string, boolean, string, number | null, number | null]
/** [team, competition, round, date, time, home?, opponent, our goals, their goals] */
const CUP_TIES: CupTie[] = [
  ['men', COMPETITION.carabaoCup, 'First Round', '2026-08-11', '19:45', false, 'Cambridge United', 2, 1],
  ['men', COMPETITION.carabaoCup, 'Second Round', '2026-08-26', '19:45', true, 'Colchester United', 3, 0],
  ['men', COMPETITION.carabaoCup, 'Third Round', '2026-09-23', '19:45', false, 'Brentford', 1, 2],
  ['men', COMPETITION.faCup, 'Third Round', '2027-01-09', '15:00', true, 'Bolton Wanderers', null, null],
  ['women', COMPETITION.womensLeagueCup, 'Group B', '2026-10-07', '19:00', true, 'Crystal Palace', 2, 2],
  ['women', COMPETITION.womensLeagueCup, 'Group B', '2026-11-11', '19:00', false, 'Reading', 1, 0],
  ['women', COMPETITION.womensLeagueCup, 'Group B', '2026-12-09', '19:00', true, 'Charlton Athletic', null, null],
  ['u18', COMPETITION.faYouthCup, 'Third Round', '2026-12-12', '13:00', true, 'Bolton Wanderers', null, null],
]
const SUFFIX: Record<TeamKey, string> = { men: '', women: 'Women', u21: 'U21', u18: 'U18' }

/**
 * The men's round of Saturday 21 November (written calendar) is moved for TV to
 * the seed's live kick-off (Sunday 22 November, 15:00, in the fixed calendar);
 * it is live at the seed's "now".
 */
const LIVE_MOVE = { from: '2026-11-21', score: [1, 0] as const }
/** Waterlogged pitch: the U18 game of 24 October awaits a new date. */
const POSTPONED_U18 = '2026-10-24'

const kickoffOf = (day: MatchDay) => londonToUtc(day.date, day.time)

function statusOf(clock: SeedClock, kickoff: string): Status {
  return isPlayed(clock, kickoff) ? 'fulltime' : 'upcoming'
}

function buildLeague(league: TeamLeague, clock: SeedClock): { plans: Omit<MatchPlan, 'id'>[]; standing: LeagueStanding } {
  const clubs = [league.ours, ...league.opponents]
  const days = league.days.map((day) => ({ ...day, date: shiftDay(clock, day.date) }))
  const played = (day: MatchDay) => isPlayed(clock, kickoffOf(day))
  const fixtures = playLeague(clubs, days, played, seededRandom(hashString(league.team) + 2025))
  const ourFixtures = fixtures.filter((f) => f.home === league.ours || f.away === league.ours)
  const plans = ourFixtures.map((f: LeagueFixture): Omit<MatchPlan, 'id'> => {
    const isHome = f.home === league.ours
    let day = f.day
    let status = statusOf(clock, kickoffOf(day))
    let minute: number | null = null
    let goals: [number | null, number | null] = f.score ? (isHome ? f.score : [f.score[1], f.score[0]]) : [null, null]
    if (league.team === 'men' && day.date === shiftDay(clock, LIVE_MOVE.from)) {
      day = londonWallTime(clock.liveKickoff)
      status = 'live'
      minute = LIVE_MINUTE
      goals = [...LIVE_MOVE.score]
      f.score = null
    }
    if (league.team === 'u18' && day.date === shiftDay(clock, POSTPONED_U18)) {
      status = 'postponed'
      goals = [null, null]
      f.score = null
    }
    const opponent = isHome ? f.away : f.home
    return {
      team: league.team,
      competitionId: league.competitionId,
      roundLabel: `Matchday ${f.round}`,
      day,
      kickoff: kickoffOf(day),
      isHome,
      opponent,
      venue: isHome ? league.homeVenue : opponent.ground,
      ourGoals: goals[0],
      theirGoals: goals[1],
      status,
      minute,
    }
  })
  const rows = leagueTable(clubs, fixtures)
  return { plans, standing: { team: league.team, competitionId: league.competitionId, rows, ours: league.ours } }
}

function cupPlans(team: TeamKey, homeVenue: string, clock: SeedClock): Omit<MatchPlan, 'id'>[] {
  return CUP_TIES.filter(([t]) => t === team).map(([, competitionId, roundLabel, writtenDate, time, isHome, name, ours, theirs]) => {
    const base = clubByName(name)
    const opponent = team === 'men' ? base : sideOf(base, SUFFIX[team], 0.85)
    const day = { date: shiftDay(clock, writtenDate), time }
    return {
      team,
      competitionId,
      roundLabel,
      day,
      kickoff: kickoffOf(day),
      isHome,
      opponent,
      venue: isHome ? homeVenue : opponent.ground,
      // No tie falls in the seed's week (clock.ts), so the written scores always match the status.
      ourGoals: ours,
      theirGoals: theirs,
      status: statusOf(clock, kickoffOf(day)),
      minute: null,
    }
  })
}

export interface SeasonPlan {
  clock: SeedClock
  matches: MatchPlan[]
  standings: LeagueStanding[]
}

let cached: SeasonPlan | null = null

/** Every match of the current season on the clock's calendar (ids by team: men 1…, women 101…, U21 201…, U18 301…). */
export function currentSeason(clock: SeedClock): SeasonPlan {
  if (cached && cached.clock.now === clock.now) return cached
  const matches: MatchPlan[] = []
  const standings: LeagueStanding[] = []
  for (const league of LEAGUES) {
    const { plans, standing } = buildLeague(league, clock)
    standings.push(standing)
    const all = [...plans, ...cupPlans(league.team, league.homeVenue, clock)].sort((a, b) => a.kickoff.localeCompare(b.kickoff))
    for (const [index, plan] of all.entries()) matches.push({ ...plan, id: league.firstId + index })
  }
  cached = { clock, matches, standings }
  return cached
}
