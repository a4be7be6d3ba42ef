/**
 * Issue 19 §4: a CSV file read as named columns. The header row names the
 * columns (any order, any case; spaces and hyphens read as underscores); a
 * header missing a required column or naming one we do not know is refused
 * as a whole with the expected header, since every row would be wrong. A row
 * with more or fewer fields than the header is that row's error.
 */
import type { ImportCounts, ImportRow } from '../types/imports'
import { CSV_MAX_ROWS, type CsvProblem, parseCsv } from './csv'

export interface ColumnSpec {
  required: readonly string[]
  optional?: readonly string[]
}

export interface CsvRow {
  row: number
  line: number
  values: Record<string, string>
}

export type CsvTable =
  | { ok: true; rows: CsvRow[]; ragged: ImportRow[] }
  | { ok: false; problem: CsvProblem | 'wrong_columns'; message: string; line?: number }

export const normaliseHeader = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

/** The header a file must start with, as a person writes it. */
export const expectedHeader = (spec: ColumnSpec): string => spec.required.join(',')

export function readCsvTable(text: string, spec: ColumnSpec, maxRows = CSV_MAX_ROWS): CsvTable {
  const parsed = parseCsv(text, maxRows)
  if (!parsed.ok) return parsed
  const [header, ...records] = parsed.records
  const names = (header?.fields ?? []).map(normaliseHeader)
  const known = new Set([...spec.required, ...(spec.optional ?? [])])
  const missing = spec.required.filter((name) => !names.includes(name))
  const unknown = names.filter((name) => !known.has(name))
  const repeated = names.filter((name, i) => names.indexOf(name) !== i)
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    const problems = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.map((n) => n || '(blank)').join(', ')}` : '',
      repeated.length > 0 ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean)
    const optional = spec.optional?.length ? ` (optional: ${spec.optional.join(', ')})` : ''
    return {
      ok: false,
      problem: 'wrong_columns',
      message: `Wrong columns (${problems.join('; ')}): the first line must be ${expectedHeader(spec)}${optional}`,
      line: 1,
    }
  }
  if (records.length === 0) return { ok: false, problem: 'empty', message: 'The file has a header but no rows' }
  const rows: CsvRow[] = []
  const ragged: ImportRow[] = []
  records.forEach((record, index) => {
    const row = index + 1
    if (record.fields.length !== names.length) {
      const message = `Has ${record.fields.length} fields; the header has ${names.length}`
      ragged.push({ row, line: record.line, outcome: 'error', message })
      return
    }
    const values: Record<string, string> = {}
    names.forEach((name, i) => {
      values[name] = (record.fields[i] ?? '').trim()
    })
    rows.push({ row, line: record.line, values })
  })
  return { ok: true, rows, ragged }
}

/** The rows in file order with their counts. */
export function importSummary(rows: ImportRow[]): { rows: ImportRow[]; counts: ImportCounts } {
  const sorted = [...rows].sort((a, b) => a.row - b.row)
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0 }
  for (const row of sorted) counts[row.outcome]++
  return { rows: sorted, counts }
}
