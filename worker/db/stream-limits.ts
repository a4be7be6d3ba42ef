/** The data behind shared/rules/concurrency-limit.ts: per-account overrides (migration 0005). */
import { streamLimit } from '../../shared/rules/concurrency-limit'

/** The account's concurrent-stream limit: its override, else the default (SPEC §6). */
export async function streamLimitFor(db: D1Database, accountId: number): Promise<number> {
  const row = await db
    .prepare('SELECT max_streams FROM stream_limit_overrides WHERE account_id = ?')
    .bind(accountId)
    .first<{ max_streams: number }>()
  return streamLimit(row?.max_streams ?? null)
}

/** Sets (or, with null, removes) the account's own limit. */
export async function setStreamLimitOverride(
  db: D1Database,
  accountId: number,
  maxStreams: number | null,
  now = new Date(),
): Promise<void> {
  if (maxStreams === null) {
    await db.prepare('DELETE FROM stream_limit_overrides WHERE account_id = ?').bind(accountId).run()
    return
  }
  await db
    .prepare(
      `INSERT INTO stream_limit_overrides (account_id, max_streams, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET max_streams = excluded.max_streams, updated_at = excluded.updated_at`,
    )
    .bind(accountId, maxStreams, now.toISOString())
    .run()
}
