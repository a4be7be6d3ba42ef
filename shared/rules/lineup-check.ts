/**
 * Issue 19 §4: a match's line-up as an editor enters it: the starting XI and
 * the substitutes, chosen from the team's own players. The team sheet the
 * match centre shows must be one a referee would accept: at most 11
 * starters, each player once, each shirt number once, one captain at most,
 * the captain among the starters.
 */
export const MAX_STARTERS = 11
/** Matchday squads name up to 9 substitutes in the leagues the club plays; 12 leaves room for friendlies. */
export const MAX_SUBS = 12

export interface LineupEntry {
  playerId: number
  role: 'starter' | 'sub'
  shirtNumber: number | null
  isCaptain: boolean
}

export type LineupProblem = { index: number | null; field: 'entries' | 'playerId' | 'shirtNumber' | 'isCaptain'; message: string }

/** Every problem with the line-up, each tied to its entry (index) or to the whole list (null); [] when it may be stored. */
export function lineupProblems(entries: readonly LineupEntry[], squadIds: ReadonlySet<number>): LineupProblem[] {
  const problems: LineupProblem[] = []
  const starters = entries.filter((e) => e.role === 'starter').length
  const subs = entries.length - starters
  if (starters > MAX_STARTERS) problems.push({ index: null, field: 'entries', message: `${starters} starters: at most ${MAX_STARTERS}` })
  if (subs > MAX_SUBS) problems.push({ index: null, field: 'entries', message: `${subs} substitutes: at most ${MAX_SUBS}` })
  const players = new Map<number, number>()
  const numbers = new Map<number, number>()
  let captain: number | null = null
  entries.forEach((entry, index) => {
    if (!squadIds.has(entry.playerId)) {
      problems.push({ index, field: 'playerId', message: "Not one of this team's players" })
    } else if (players.has(entry.playerId)) {
      problems.push({ index, field: 'playerId', message: `This player is also line ${(players.get(entry.playerId) ?? 0) + 1}` })
    } else players.set(entry.playerId, index)
    if (entry.shirtNumber !== null) {
      const other = numbers.get(entry.shirtNumber)
      if (other !== undefined)
        problems.push({ index, field: 'shirtNumber', message: `Number ${entry.shirtNumber} is also line ${other + 1}` })
      else numbers.set(entry.shirtNumber, index)
    }
    if (entry.isCaptain) {
      if (entry.role !== 'starter') problems.push({ index, field: 'isCaptain', message: 'The captain starts the match' })
      else if (captain !== null) problems.push({ index, field: 'isCaptain', message: `Line ${captain + 1} is the captain already` })
      else captain = index
    }
  })
  return problems
}
