/**
 * Issue 19 §4: a league table row's numbers agree with one another, whether
 * it comes from a CSV import (table-import.ts) or is edited by hand: won +
 * drawn + lost = played, and points at most 3 a win and 1 a draw (fewer is a
 * points deduction, which leagues make).
 */
export interface TableCounts {
  played: number
  won: number
  drawn: number
  lost: number
  points: number
}

export type TableCountsProblem = { field: 'played' | 'points'; message: string } | null

export function tableCountsProblem(row: TableCounts): TableCountsProblem {
  const { played, won, drawn, lost, points } = row
  if (won + drawn + lost !== played)
    return { field: 'played', message: `won + drawn + lost is ${won + drawn + lost}, not played (${played})` }
  if (points > 3 * won + drawn)
    return { field: 'points', message: `${points} points is more than ${won} wins and ${drawn} draws give (${3 * won + drawn})` }
  return null
}
