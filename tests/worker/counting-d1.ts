/**
 * A thin counting wrapper of the real D1 binding (not a mock): every query
 * still runs against the test's database, and the wrapper counts the round
 * trips a request makes, a statement run on its own or a batch.
 */
export interface D1RoundTrips {
  /** Statements run on their own (first, all, run, raw): one round trip each. */
  alone: number
  /** db.batch calls: one round trip each, however many statements they carry. */
  batches: number
  /** Statements carried by those batches. */
  batched: number
}

class CountingStatement {
  constructor(
    readonly real: D1PreparedStatement,
    private readonly trips: D1RoundTrips,
  ) {}
  bind(...values: unknown[]) {
    return new CountingStatement(this.real.bind(...values), this.trips)
  }
  first(column?: string) {
    this.trips.alone++
    return column === undefined ? this.real.first() : this.real.first(column)
  }
  all() {
    this.trips.alone++
    return this.real.all()
  }
  run() {
    this.trips.alone++
    return this.real.run()
  }
  raw(options?: { columnNames?: false }) {
    this.trips.alone++
    return this.real.raw(options)
  }
}

interface Session {
  prepare(sql: string): D1PreparedStatement
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>
  withSession?(constraint?: string): Session
  getBookmark?(): string | null
}

function counting(db: Session, trips: D1RoundTrips): Session {
  return {
    prepare: (sql) => new CountingStatement(db.prepare(sql), trips) as unknown as D1PreparedStatement,
    batch: (statements) => {
      trips.batches++
      trips.batched += statements.length
      return db.batch(statements.map((s) => (s as unknown as CountingStatement).real))
    },
    ...(db.withSession ? { withSession: (constraint?: string) => counting(db.withSession?.(constraint) as Session, trips) } : {}),
    ...(db.getBookmark ? { getBookmark: () => db.getBookmark?.() ?? null } : {}),
  }
}

/** The real binding behind a counter: pass `db` as the worker's DB, read `trips` after the request. */
export function countingD1(real: D1Database): { db: D1Database; trips: D1RoundTrips } {
  const trips: D1RoundTrips = { alone: 0, batches: 0, batched: 0 }
  return { db: counting(real as unknown as Session, trips) as unknown as D1Database, trips }
}
