/**
 * Issue 13 §3: fewer D1 round trips. A query module hands back what it reads
 * as a Read: its prepared statement(s) and the mapper from their results to
 * the value (its rowToX). A page then sends the reads of all its areas to D1
 * as one `db.batch`, and each module still owns its SQL and its rows.
 */
import { emptyOnFailure, leftEmpty } from '../pages/optional-area'

export interface Read<T> {
  readonly statements: readonly D1PreparedStatement[]
  readonly map: (results: readonly D1Result[]) => T
  /** SPEC §8.3: an area (sponsor, advert) that fails to load is left empty: this value, logged as `what`. */
  readonly optional?: { readonly empty: T; readonly what: string }
}

export type Reads = Record<string, Read<unknown>>
export type ReadValues<R extends Reads> = { [K in keyof R]: R[K] extends Read<infer T> ? T : never }

/** Every row of one statement, mapped. */
export function rowsRead<Row, T>(statement: D1PreparedStatement, map: (rows: Row[]) => T): Read<T> {
  return { statements: [statement], map: ([result]) => map((result?.results ?? []) as Row[]) }
}

/** The first row of one statement, or null when there is none, mapped. */
export function firstRead<Row, T>(statement: D1PreparedStatement, map: (row: Row | null) => T): Read<T> {
  return rowsRead<Row, T>(statement, (rows) => map(rows[0] ?? null))
}

/** A value that needs no query (a branch of a page that reads nothing): no statement, no round trip. */
export function constantRead<T>(value: T): Read<T> {
  return { statements: [], map: () => value }
}

/** The same statements, their value turned into another (a failing-soft read is made optional after). */
export function mapRead<T, U>(read: Read<T>, map: (value: T) => U): Read<U> {
  return { statements: read.statements, map: (results) => map(read.map(results)) }
}

/** The same read, failing soft: `empty` (logged once) in place of an error. */
export function optionalRead<T>(read: Read<T>, empty: T, what: string): Read<T> {
  return { ...read, optional: { empty, what } }
}

/** One read on its own, in as few round trips as it needs; an optional read fails soft. */
export function runRead<T>(db: D1Database, read: Read<T>): Promise<T> {
  const run = async () => read.map(await execute(db, read.statements))
  return read.optional ? emptyOnFailure(run(), read.optional.empty, read.optional.what) : run()
}

async function execute(db: D1Database, statements: readonly D1PreparedStatement[]): Promise<D1Result[]> {
  if (statements.length === 0) return []
  // One statement is one round trip either way; all() spares D1 the transaction a batch is.
  if (statements.length === 1 && statements[0]) return [await statements[0].all()]
  return db.batch([...statements])
}

/** Each read on its own (in parallel): how the pages read before batching, and the fallback below. */
export async function readSeparately<R extends Reads>(db: D1Database, reads: R): Promise<ReadValues<R>> {
  const entries = Object.entries(reads)
  const values = await Promise.all(entries.map(([, read]) => runRead(db, read)))
  return Object.fromEntries(entries.map(([key], i) => [key, values[i]])) as ReadValues<R>
}

/** Every read of the groups in ONE batch, one round trip; values come back per group. */
export async function readGroupsTogether<G extends Reads[]>(db: D1Database, groups: [...G]): Promise<{ [I in keyof G]: ReadValues<G[I]> }> {
  const entries = groups.flatMap((group, g) => Object.entries(group).map(([key, read]) => ({ g, key, read })))
  let results: D1Result[]
  try {
    results = await execute(
      db,
      entries.flatMap((e) => e.read.statements),
    )
  } catch (err) {
    // A batch fails as a whole. SPEC §8.3 wants a failing sponsor or advert to leave only its own area
    // empty, so when the batch held optional areas each read is tried again on its own: an optional
    // one that fails again is empty, a required one that fails again fails the page as it would have.
    if (!entries.some((e) => e.read.optional)) throw err
    console.warn('batched read failed; reading each area on its own', err instanceof Error ? err.message : String(err))
    return Promise.all(groups.map((group) => readSeparately(db, group))) as Promise<{ [I in keyof G]: ReadValues<G[I]> }>
  }
  const values: Record<string, unknown>[] = groups.map(() => ({}))
  let offset = 0
  for (const { g, key, read } of entries) {
    const own = results.slice(offset, offset + read.statements.length)
    offset += read.statements.length
    ;(values[g] as Record<string, unknown>)[key] = mapOwn(read, own)
  }
  return values as { [I in keyof G]: ReadValues<G[I]> }
}

/** Every read in ONE batch, one round trip. */
export async function readTogether<R extends Reads>(db: D1Database, reads: R): Promise<ReadValues<R>> {
  const [values] = await readGroupsTogether(db, [reads])
  return values
}

function mapOwn<T>(read: Read<T>, results: readonly D1Result[]): T {
  if (!read.optional) return read.map(results)
  try {
    return read.map(results)
  } catch (err) {
    return leftEmpty(read.optional.empty, read.optional.what, err)
  }
}
