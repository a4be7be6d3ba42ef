/** SPEC §3 tracking events, §7 event log: one row per event. */
import type { TrackingEvent } from '../../shared/schemas/tracking'

export async function insertTrackingEvent(db: D1Database, event: TrackingEvent, now: Date): Promise<void> {
  const { channel, action, sessionID, ssoID, data, ...context } = event
  await db
    .prepare(`INSERT INTO tracking_events (created_at, channel, action, session_id, sso_id, data) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`)
    .bind(now.toISOString(), channel, action, sessionID, ssoID, JSON.stringify({ ...context, ...data }))
    .run()
}
