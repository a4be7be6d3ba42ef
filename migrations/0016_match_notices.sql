-- Issue 21 §6: the club's notices during an incident ("The video has stopped; audio commentary continues"),
-- for a match, for one of its streams, or for a stream with no match on. Stored, so a supporter who arrives
-- later sees the current one; resolved rather than deleted, so the audit log and this table tell the same story.
CREATE TABLE match_notices (
  id INTEGER PRIMARY KEY,
  match_id INTEGER REFERENCES matches (id),
  stream_id TEXT REFERENCES stream_assets (id),
  message_en TEXT NOT NULL CHECK (length(message_en) BETWEEN 1 AND 280),
  message_ar TEXT NOT NULL CHECK (length(message_ar) BETWEEN 1 AND 280),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  resolved_at TEXT,
  resolved_by TEXT,
  CHECK (match_id IS NOT NULL OR stream_id IS NOT NULL)
);

-- The current notices of a match and of a stream (what every match centre and live player page reads).
CREATE INDEX match_notices_current_match ON match_notices (match_id) WHERE resolved_at IS NULL;
CREATE INDEX match_notices_current_stream ON match_notices (stream_id) WHERE resolved_at IS NULL;
