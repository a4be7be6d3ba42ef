/**
 * Writes queued events to D1 in ONE statement per batch (issue 12 §3): the
 * batch goes in as a single JSON parameter and json_each spreads it into rows,
 * so a busy matchday is one round trip per batch, not per event, and the
 * 100-parameter limit of D1 never bites. ON CONFLICT (event_id) DO NOTHING
 * makes a redelivered batch, or the same event sent twice, store one row.
 */
import type { QueuedEvent } from './event-message'

export async function writeEvents(db: D1Database, events: readonly QueuedEvent[]): Promise<void> {
  if (events.length === 0) return
  await db
    .prepare(
      `INSERT INTO tracking_events (event_id, created_at, channel, action, session_id, sso_id, data)
       SELECT json_extract(value, '$.eventID'), json_extract(value, '$.receivedAt'), json_extract(value, '$.channel'),
              json_extract(value, '$.action'), json_extract(value, '$.sessionID'), json_extract(value, '$.ssoID'),
              json(json_extract(value, '$.data'))
         FROM json_each(?1)
        WHERE true -- SQLite needs a WHERE before ON CONFLICT after a SELECT (upsert parsing ambiguity)
       ON CONFLICT (event_id) DO NOTHING`,
    )
    .bind(JSON.stringify(events))
    .run()
}
