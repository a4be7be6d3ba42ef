/** The data behind shared/rules/concurrency-limit.ts: the configured default and per-account overrides (migration 0005). */
import { DEFAULT_STREAM_LIMIT, siteDefaultStreamLimit, streamLimit } from '../../shared/rules/concurrency-limit'
import { type Actor, auditStatement } from '../admin/audit'
import { firstRead, type Read } from './read'
import { liveSettings } from '../streaming/live-provider'

/**
 * The default limit (wrangler.toml [vars] STREAM_LIMIT_DEFAULT; 2 when unset): configuration, read with no
 * round trip. A value out of bounds switches live off (worker/config/live-settings.ts) rather than guess.
 */
export function defaultStreamLimit(env: object): number {
  return liveSettings(env).streamLimitDefault
}

/** Issue 19 §7: the site_settings key of the default administrators set (absent: the configured one applies). */
const SITE_DEFAULT_KEY = 'stream_limit_default'
const SITE_DEFAULT_SQL = `(SELECT json_extract(value, '$') FROM site_settings WHERE key = '${SITE_DEFAULT_KEY}')`

/**
 * The account's concurrent-stream limit: its override, else the site's default (set in the back office,
 * else configured) (SPEC §6). Read by the account a session names, in one statement, so it goes in one
 * batch with the rest of a session check.
 */
export function streamLimitRead(db: D1Database, ssoId: string, configuredDefault = DEFAULT_STREAM_LIMIT): Read<number> {
  const statement = db
    .prepare(
      `SELECT (SELECT o.max_streams FROM stream_limit_overrides o JOIN accounts a ON a.id = o.account_id WHERE a.sso_id = ?) AS max_streams,
              ${SITE_DEFAULT_SQL} AS site_default`,
    )
    .bind(ssoId)
  return firstRead<{ max_streams: number | null; site_default: unknown }, number>(statement, (row) =>
    streamLimit(row?.max_streams ?? null, siteDefaultStreamLimit(row?.site_default ?? null, configuredDefault)),
  )
}

/** The default administrators set in the back office, or null when the configured one applies. */
export async function storedSiteStreamLimit(db: D1Database): Promise<number | null> {
  const row = await db.prepare(`SELECT ${SITE_DEFAULT_SQL} AS site_default`).first<{ site_default: unknown }>()
  const stored = row?.site_default ?? null
  return siteDefaultStreamLimit(stored, -1) === -1 ? null : (stored as number)
}

/** Sets (a number) or clears (null: back to the configured default) the site's default, with its audit entry, in one batch. */
export async function setSiteStreamLimit(db: D1Database, limit: number | null, actor: Actor, now: Date): Promise<void> {
  const before = await storedSiteStreamLimit(db)
  await db.batch([
    limit === null
      ? db.prepare('DELETE FROM site_settings WHERE key = ?').bind(SITE_DEFAULT_KEY)
      : db
          .prepare(
            `INSERT INTO site_settings (key, value, updated_at) VALUES (?, ?, ?)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
          )
          .bind(SITE_DEFAULT_KEY, JSON.stringify(limit), now.toISOString()),
    auditStatement(
      db,
      {
        actor,
        action: 'update',
        subjectType: 'settings',
        subjectId: 'defaultStreamLimit',
        before: { limit: before },
        after: { limit },
        at: now,
      },
      { unversioned: true },
    ),
  ])
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
