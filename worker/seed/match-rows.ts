/** Rows for matches, their details, league tables and player season stats. */
import { crestKeyOf } from './clubs'
import type { MatchPlan, SeasonPlan } from './fixtures'
import { drawMatchSheet, isGoal, type MatchSheet, type SheetEvent } from './match-sheet'
import { refereeName } from './names'
import { squadOf } from './players'
import { seededRandom } from './random'
import type { SeedRow } from './sql'
import { LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET } from './streams'
import { CLUB, CURRENT_SEASON_ID, TEAM, type TeamKey } from './teams'

const CAPTAINS: Partial<Record<TeamKey, string[]>> = {
  men: ['jack-harlow', 'oliver-penrose'],
  women: ['hannah-wilde', 'sophie-renwick'],
}
/** Line-ups, all events and stats for this many latest results per team (plus the live match). */
const DETAILED_RESULTS = 6
/** Replays on Town TV for this many latest men's results (videos.ts lists them). */
export const REPLAYED_RESULTS = 8

export function replayEntryId(matchId: number): string {
  return `1_replay${String(matchId).padStart(3, '0')}`
}

/** The match's on-demand commentary (worker/seed/commentary.ts), for the same results as the replays. */
export function commentaryEntryId(matchId: number): string {
  return `1_audio${String(matchId).padStart(3, '0')}`
}

/** Keyed by the plan itself: a seed for another clock has plans (and results) of its own. */
const sheets = new WeakMap<MatchPlan, MatchSheet>()

/** Memoised: match rows and player stats must read the very same sheet. */
export function sheetFor(plan: MatchPlan): MatchSheet {
  const known = sheets.get(plan)
  if (known) return known
  const sheet = drawMatchSheet({
    matchId: plan.id,
    squad: squadOf(plan.team),
    captains: CAPTAINS[plan.team] ?? [],
    opponent: plan.opponent.name,
    women: plan.team === 'women',
    ourGoals: plan.ourGoals ?? 0,
    theirGoals: plan.theirGoals ?? 0,
    upToMinute: plan.status === 'live' ? (plan.minute ?? 90) : 93,
  })
  sheets.set(plan, sheet)
  return sheet
}

/** Men's and women's matches that have a team sheet: results and the live one. */
export function sheetedMatches(season: SeasonPlan): MatchPlan[] {
  return season.matches.filter((m) => (m.team === 'men' || m.team === 'women') && (m.status === 'fulltime' || m.status === 'live'))
}

export function latestResults(season: SeasonPlan, team: TeamKey, count: number): MatchPlan[] {
  return season.matches.filter((m) => m.team === team && m.status === 'fulltime').slice(-count)
}

function halfTime(plan: MatchPlan, sheet: MatchSheet | null): [number | null, number | null] {
  if (!sheet || plan.status !== 'fulltime') return [null, null]
  const first = sheet.events.filter((e) => isGoal(e) && e.minute <= 45)
  const ours = first.filter((e) => e.side === 'ours').length
  const theirs = first.length - ours
  return plan.isHome ? [ours, theirs] : [theirs, ours]
}

function matchRow(plan: MatchPlan, sheet: MatchSheet | null, replayed: Set<number>): SeedRow {
  const random = seededRandom(plan.id * 104729)
  const [home, away] = plan.isHome ? [plan.ourGoals, plan.theirGoals] : [plan.theirGoals, plan.ourGoals]
  const [htHome, htAway] = halfTime(plan, sheet)
  const senior = plan.team === 'men' || plan.team === 'women'
  const played = plan.status === 'fulltime' || plan.status === 'live'
  const crowd =
    plan.team === 'men'
      ? plan.isHome
        ? random.int(27800, 29813)
        : random.int(9000, 31000)
      : plan.team === 'women' && plan.isHome
        ? random.int(1800, 4200)
        : null
  return {
    id: plan.id,
    team_id: TEAM[plan.team],
    season_id: CURRENT_SEASON_ID,
    competition_id: plan.competitionId,
    round_label: plan.roundLabel,
    kickoff: plan.kickoff,
    venue: plan.venue,
    is_home: plan.isHome,
    opponent_name: plan.opponent.name,
    opponent_short_name: plan.opponent.shortName,
    opponent_crest_key: crestKeyOf(plan.opponent),
    home_score: home,
    away_score: away,
    home_half_time_score: htHome,
    away_half_time_score: htAway,
    status: plan.status,
    minute: plan.minute,
    attendance: played ? crowd : null,
    referee: senior && played ? refereeName(random) : null,
    video_entry_id: replayed.has(plan.id) ? replayEntryId(plan.id) : null,
    audio_entry_id: replayed.has(plan.id) ? commentaryEntryId(plan.id) : null,
    audio_asset_id: plan.team === 'men' && plan.status !== 'fulltime' ? LIVE_AUDIO_ASSET : null,
    video_asset_id: plan.status === 'live' ? LIVE_VIDEO_ASSET : null,
    // Issue 20 §4: the demo's live match kicked off at its kick-off, so the console's full time makes its replay.
    kicked_off_at: plan.status === 'live' ? plan.kickoff : null,
  }
}

function eventRows(plan: MatchPlan, events: SheetEvent[], nextId: () => number): SeedRow[] {
  const sideOf = (side: 'ours' | 'theirs') => ((side === 'ours') === plan.isHome ? 'home' : 'away')
  return events.map((e) => ({
    id: nextId(),
    match_id: plan.id,
    minute: e.minute,
    added_minute: e.added,
    event_type: e.type,
    side: sideOf(e.side),
    player_id: e.player.playerId,
    player_name: e.player.name,
    related_player_id: e.related?.playerId ?? null,
    related_player_name: e.related?.name ?? null,
  }))
}

function lineupRows(plan: MatchPlan, sheet: MatchSheet): SeedRow[] {
  return (['ours', 'theirs'] as const).flatMap((who) => {
    const side = (who === 'ours') === plan.isHome ? 'home' : 'away'
    return (['starters', 'subs'] as const).flatMap((group) =>
      sheet[who][group].map((p, index) => ({
        match_id: plan.id,
        side,
        role: group === 'starters' ? 'starter' : 'sub',
        position: index + 1,
        player_id: p.playerId,
        player_name: p.name,
        shirt_number: p.number,
        player_position: p.position,
        is_captain: p.captain,
      })),
    )
  })
}

function statRows(plan: MatchPlan, sheet: MatchSheet): SeedRow[] {
  const random = seededRandom(plan.id * 31)
  const scale = plan.status === 'live' ? (plan.minute ?? 90) / 90 : 1
  const count = (min: number, max: number) => Math.round(random.int(min, max) * scale)
  const goals = { ours: plan.ourGoals ?? 0, theirs: plan.theirGoals ?? 0 }
  const cards = (who: 'ours' | 'theirs') => sheet.events.filter((e) => e.side === who && e.type === 'yellow-card').length
  const possession = random.int(40, 62)
  const shots = { ours: goals.ours + count(3, 11), theirs: goals.theirs + count(2, 9) }
  const onTarget = { ours: Math.min(shots.ours, goals.ours + count(0, 4)), theirs: Math.min(shots.theirs, goals.theirs + count(0, 3)) }
  const stats: Array<[string, string, number, number]> = [
    ['possession', 'Possession %', possession, 100 - possession],
    ['shots', 'Shots', shots.ours, shots.theirs],
    ['shots-on-target', 'Shots on target', onTarget.ours, onTarget.theirs],
    ['corners', 'Corners', count(1, 9), count(1, 8)],
    ['fouls', 'Fouls', count(7, 15), count(7, 15)],
    ['offsides', 'Offsides', count(0, 4), count(0, 4)],
    ['yellow-cards', 'Yellow cards', cards('ours'), cards('theirs')],
    ['pass-accuracy', 'Pass accuracy %', random.int(72, 88), random.int(68, 86)],
  ]
  return stats.map(([key, label, ours, theirs], index) => ({
    match_id: plan.id,
    stat_key: key,
    label,
    position: index + 1,
    home_value: plan.isHome ? ours : theirs,
    away_value: plan.isHome ? theirs : ours,
  }))
}

export function matchTables(season: SeasonPlan): Array<{ table: string; rows: SeedRow[] }> {
  const { matches, standings } = season
  const sheetById = new Map(sheetedMatches(season).map((m) => [m.id, sheetFor(m)]))
  const detailed = new Set(
    [
      ...latestResults(season, 'men', DETAILED_RESULTS),
      ...latestResults(season, 'women', DETAILED_RESULTS),
      ...matches.filter((m) => m.status === 'live'),
    ].map((m) => m.id),
  )
  const replayed = new Set(latestResults(season, 'men', REPLAYED_RESULTS).map((m) => m.id))
  let eventId = 0
  const nextId = () => ++eventId
  const events: SeedRow[] = []
  const lineups: SeedRow[] = []
  const stats: SeedRow[] = []
  for (const plan of matches) {
    const sheet = sheetById.get(plan.id)
    if (!sheet) continue
    const full = detailed.has(plan.id)
    events.push(...eventRows(plan, full ? sheet.events : sheet.events.filter(isGoal), nextId))
    if (!full) continue
    lineups.push(...lineupRows(plan, sheet))
    stats.push(...statRows(plan, sheet))
  }
  let tableId = 0
  const tableRows = standings.flatMap((s) =>
    s.rows.map((row) => ({
      id: ++tableId,
      season_id: CURRENT_SEASON_ID,
      competition_id: s.competitionId,
      team_id: row.club === s.ours ? TEAM[s.team] : null,
      club_name: row.club.name,
      club_short_name: row.club.shortName,
      crest_key: row.club === s.ours ? CLUB.crestKey : crestKeyOf(row.club),
      position: row.position,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goals_for: row.goalsFor,
      goals_against: row.goalsAgainst,
      points: row.points,
      form: row.form,
    })),
  )
  return [
    { table: 'matches', rows: matches.map((m) => matchRow(m, sheetById.get(m.id) ?? null, replayed)) },
    { table: 'match_events', rows: events },
    { table: 'match_lineups', rows: lineups },
    { table: 'match_stats', rows: stats },
    { table: 'league_tables', rows: tableRows },
  ]
}
