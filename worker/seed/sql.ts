/** Turns seed rows into D1 statements and runs them in bounded batches. */

export type SqlValue = string | number | null
/** A row keyed by column name. Booleans become 0/1, objects and arrays JSON. */
export type SeedRow = Record<string, string | number | boolean | null | undefined | object>

export interface SeedTable {
  table: string
  rows: SeedRow[]
}

/** D1 limits a batch to what one request may carry; 100 keeps well inside it. */
const BATCH_SIZE = 100

function toSqlValue(value: SeedRow[string]): SqlValue {
  if (value === undefined || value === null) return null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object') return JSON.stringify(value)
  return value
}

/** D1 allows at most 100 bound parameters in one statement. */
const MAX_PARAMS = 100

/**
 * Multi-row INSERTs of rows that share a column list, each within the bound
 * parameter limit: few statements keep the seed quick, above all through
 * wrangler's platform proxy, where every statement is a round trip. Table and
 * column names come from the seed's own constants, never from input; values
 * are always bound. ON CONFLICT DO NOTHING (not OR IGNORE, which would also
 * swallow CHECK failures) lets an interrupted seed be run again to completion.
 */
export function insertStatements(db: D1Database, table: string, rows: SeedRow[]): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = []
  let start = 0
  while (start < rows.length) {
    const columns = Object.keys(rows[start] as SeedRow)
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length))
    const sameShape = (row: SeedRow) => Object.keys(row).join() === columns.join()
    let end = start
    while (end < rows.length && end - start < perStatement && sameShape(rows[end] as SeedRow)) end++
    const chunk = rows.slice(start, end)
    const tuple = `(${columns.map(() => '?').join(', ')})`
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')} ON CONFLICT DO NOTHING`
    statements.push(db.prepare(sql).bind(...chunk.flatMap((row) => columns.map((column) => toSqlValue(row[column])))))
    start = end
  }
  return statements
}

export function tableStatements(db: D1Database, tables: SeedTable[]): D1PreparedStatement[] {
  return tables.flatMap(({ table, rows }) => insertStatements(db, table, rows))
}

/** Runs statements in order, each chunk in its own D1 batch (one transaction). */
export async function runInBatches(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    await db.batch(statements.slice(start, start + BATCH_SIZE))
  }
}
