/** The data behind shared/rules/concurrency-limit.ts: the configured default and per-account overrides (migration 0005). */
import { DEFAULT_STREAM_LIMIT, streamLimit } from '../../shared/rules/concurrency-limit'
import { firstRead, type Read } from './read'
import { liveSettings } from '../streaming/live-provider'

/**
 * The default limit (wrangler.toml [vars] STREAM_LIMIT_DEFAULT; 2 when unset): configuration, read with no
 * round trip. A value out of bounds switches live off (worker/config/live-settings.ts) rather than guess.
 */
export function defaultStreamLimit(env: object): number {
  return liveSettings(env).streamLimitDefault
}

/** The account's concurrent-stream limit: its override, else the default (SPEC §6). */
/** Read by the account a session names, so it goes in one batch with the rest of a session check. */
export function streamLimitRead(db: D1Database, ssoId: string, defaultLimit = DEFAULT_STREAM_LIMIT): Read<number> {
  const statement = db
    .prepare('SELECT o.max_streams FROM stream_limit_overrides o JOIN accounts a ON a.id = o.account_id WHERE a.sso_id = ?')
    .bind(ssoId)
  return firstRead<{ max_streams: number }, number>(statement, (row) => streamLimit(row?.max_streams ?? null, defaultLimit))
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
