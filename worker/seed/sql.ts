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

/**
 * One INSERT per row. Table and column names come from the seed's own
 * constants, never from input; values are always bound. ON CONFLICT DO NOTHING
 * (not OR IGNORE, which would also swallow CHECK failures) lets a seed that was
 * interrupted half-way be run again to completion.
 */
export function insertStatement(db: D1Database, table: string, row: SeedRow): D1PreparedStatement {
  const columns = Object.keys(row)
  const placeholders = columns.map(() => '?').join(', ')
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT DO NOTHING`
  return db.prepare(sql).bind(...columns.map((column) => toSqlValue(row[column])))
}

export function tableStatements(db: D1Database, tables: SeedTable[]): D1PreparedStatement[] {
  return tables.flatMap(({ table, rows }) => rows.map((row) => insertStatement(db, table, row)))
}

/** Runs statements in order, each chunk in its own D1 batch (one transaction). */
export async function runInBatches(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    await db.batch(statements.slice(start, start + BATCH_SIZE))
  }
}
