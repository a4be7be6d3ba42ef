/**
 * Issue 19 §4: what still refers to a football item, so a delete that the
 * database would refuse (its foreign keys) is refused first with words an
 * editor understands ("this team has 46 matches"). The foreign keys stay the
 * last word: a reference added meanwhile still fails the batch whole.
 */
const REFERENCES = {
  teams: [
    ['matches', 'team_id', 'matches'],
    ['players', 'team_id', 'players'],
    ['league_tables', 'team_id', 'league table rows'],
    ['videos', 'team_id', 'videos'],
  ],
  seasons: [
    ['matches', 'season_id', 'matches'],
    ['league_tables', 'season_id', 'league table rows'],
    ['player_season_stats', 'season_id', 'player statistics'],
    ['videos', 'season_id', 'videos'],
  ],
  competitions: [
    ['matches', 'competition_id', 'matches'],
    ['league_tables', 'competition_id', 'league table rows'],
  ],
  players: [
    ['match_lineups', 'player_id', 'line-up places'],
    ['match_events', 'player_id', 'match events'],
    ['match_events', 'related_player_id', 'match events'],
    ['match_player_of_the_match', 'player_id', 'player of the match awards'],
  ],
  matches: [
    ['match_events', 'match_id', 'match events'],
    ['videos', 'match_id', 'videos'],
    ['purchases', 'match_id', 'purchases'],
    ['entitlements', 'match_id', 'entitlements'],
  ],
} as const

export type ReferencedTable = keyof typeof REFERENCES

/** 'This team has 46 matches and 30 players', or null when nothing refers to it. Table and column names are ours. */
export async function referencesTo(db: D1Database, table: ReferencedTable, id: number, noun: string): Promise<string | null> {
  const checks = REFERENCES[table]
  const row = await db
    .prepare(`SELECT ${checks.map(([t, column], i) => `(SELECT count(*) FROM ${t} WHERE ${column} = ?1) AS n${i}`).join(', ')}`)
    .bind(id)
    .first<Record<string, number>>()
  const counts = new Map<string, number>()
  checks.forEach(([, , label], i) => {
    const n = row?.[`n${i}`] ?? 0
    if (n > 0) counts.set(label, (counts.get(label) ?? 0) + n)
  })
  if (counts.size === 0) return null
  const list = [...counts].map(([label, n]) => `${n} ${label}`).join(' and ')
  return `This ${noun} has ${list}: it cannot be deleted while they refer to it`
}
