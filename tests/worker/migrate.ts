import type { D1Migration } from 'cloudflare:test'

// Every worker test starts from an empty database with every migration applied (tests/worker/setup.ts). The pool's
// applyD1Migrations sends one batch per migration plus two reads: about twenty round trips to the local D1 before each
// of ~3,000 tests. The same statements in one batch (one transaction, in the same order, with the same record of
// applied migrations) take one.
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`

export async function migrateEmptyDatabase(db: D1Database, migrations: D1Migration[]): Promise<void> {
  const record = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)')
  await db.batch([
    db.prepare(MIGRATIONS_TABLE),
    ...migrations.flatMap((migration) => [...migration.queries.map((query) => db.prepare(query)), record.bind(migration.name)]),
  ])
}
