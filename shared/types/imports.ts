/** Issue 19 §4: what a CSV import (fixtures or a league table) says about each row, dry run or real. */
export type ImportOutcome = 'create' | 'update' | 'unchanged' | 'error'

export interface ImportRow {
  /** The data row, 1-based, the header not counted. */
  row: number
  /** The file's line the row starts on (the header is line 1). */
  line: number
  outcome: ImportOutcome
  message?: string
}

export type ImportCounts = Record<ImportOutcome, number>

export interface ImportReport {
  kind: 'fixtures' | 'table'
  dryRun: boolean
  rows: ImportRow[]
  counts: ImportCounts
  /** A table import replaces the table: the clubs in it now that the file leaves out. */
  removed?: string[]
}
