-- Issue 12 §3: events reach D1 through a Cloudflare Queue, which delivers at
-- least once and retries a failed batch. Each event carries an id, and the
-- consumer inserts with ON CONFLICT (event_id) DO NOTHING, so a redelivered or
-- re-sent event is stored once. Rows from before this migration keep NULL
-- (a UNIQUE index allows many NULLs).
ALTER TABLE tracking_events ADD COLUMN event_id TEXT;
CREATE UNIQUE INDEX tracking_events_event_id ON tracking_events (event_id);
