/** The current season's fixtures and results for all four teams, and the league tables. */
import { londonToUtc } from './clock'
import { type MatchDay, menLeagueDays, u18LeagueDays, u21LeagueDays, womenLeagueDays } from './calendar'
import { CHAMPIONSHIP_CLUBS, type Club, clubByName, sideOf } from './clubs'
import { type LeagueFixture, type TableRow, leagueTable, playLeague } from './league'
import { hashString, seededRandom } from './random'
import { CLUB, COMPETITION, type TeamKey } from './teams'

/** Matches dated before this are results (the demo's "today", see clock.ts). */
export const RESULTS_BEFORE = '2026-11-22'

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

/** The men's round of Saturday 21 November moved to Sunday for TV; it is live at the demo's "now". */
const LIVE_MOVE = { from: '2026-11-21', to: { date: '2026-11-22', time: '15:00' }, minute: 35, score: [1, 0] as const }
/** Waterlogged pitch: the U18 game of 24 October awaits a new date. */
const POSTPONED_U18 = '2026-10-24'

function statusOf(date: string): Status {
  return date < RESULTS_BEFORE ? 'fulltime' : 'upcoming'
}

function buildLeague(league: TeamLeague): { plans: Omit<MatchPlan, 'id'>[]; standing: LeagueStanding } {
  const clubs = [league.ours, ...league.opponents]
  const fixtures = playLeague(clubs, league.days, RESULTS_BEFORE, seededRandom(hashString(league.team) + 2025))
  const ourFixtures = fixtures.filter((f) => f.home === league.ours || f.away === league.ours)
  const plans = ourFixtures.map((f: LeagueFixture): Omit<MatchPlan, 'id'> => {
    const isHome = f.home === league.ours
    let day = f.day
    let status = statusOf(day.date)
    let minute: number | null = null
    let goals: [number | null, number | null] = f.score ? (isHome ? f.score : [f.score[1], f.score[0]]) : [null, null]
    if (league.team === 'men' && day.date === LIVE_MOVE.from) {
      day = LIVE_MOVE.to
      status = 'live'
      minute = LIVE_MOVE.minute
      goals = [...LIVE_MOVE.score]
      f.score = null
    }
    if (league.team === 'u18' && day.date === POSTPONED_U18) {
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
      kickoff: londonToUtc(day.date, day.time),
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

function cupPlans(team: TeamKey, homeVenue: string): Omit<MatchPlan, 'id'>[] {
  return CUP_TIES.filter(([t]) => t === team).map(([, competitionId, roundLabel, date, time, isHome, name, ours, theirs]) => {
    const base = clubByName(name)
    const opponent = team === 'men' ? base : sideOf(base, SUFFIX[team], 0.85)
    return {
      team,
      competitionId,
      roundLabel,
      day: { date, time },
      kickoff: londonToUtc(date, time),
      isHome,
      opponent,
      venue: isHome ? homeVenue : opponent.ground,
      ourGoals: ours,
      theirGoals: theirs,
      status: statusOf(date),
      minute: null,
    }
  })
}

let cached: { matches: MatchPlan[]; standings: LeagueStanding[] } | null = null

/** Every match of the current season (ids by team: men 1…, women 101…, U21 201…, U18 301…). */
export function currentSeason(): { matches: MatchPlan[]; standings: LeagueStanding[] } {
  if (cached) return cached
  const matches: MatchPlan[] = []
  const standings: LeagueStanding[] = []
  for (const league of LEAGUES) {
    const { plans, standing } = buildLeague(league)
    standings.push(standing)
    const all = [...plans, ...cupPlans(league.team, league.homeVenue)].sort((a, b) => a.kickoff.localeCompare(b.kickoff))
    for (const [index, plan] of all.entries()) matches.push({ ...plan, id: league.firstId + index })
  }
  cached = { matches, standings }
  return cached
}
