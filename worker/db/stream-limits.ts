/** The data behind shared/rules/concurrency-limit.ts: per-account overrides (migration 0005). */
import { streamLimit } from '../../shared/rules/concurrency-limit'
import { firstRead, type Read } from './read'

/** The account's concurrent-stream limit: its override, else the default (SPEC §6). */
/** Read by the account a session names, so it goes in one batch with the rest of a session check. */
export function streamLimitRead(db: D1Database, ssoId: string): Read<number> {
  const statement = db
    .prepare('SELECT o.max_streams FROM stream_limit_overrides o JOIN accounts a ON a.id = o.account_id WHERE a.sso_id = ?')
    .bind(ssoId)
  return firstRead<{ max_streams: number }, number>(statement, (row) => streamLimit(row?.max_streams ?? null))
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
