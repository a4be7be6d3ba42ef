-- Issue 21 §7: the operations view's counters where Workers Analytics Engine is not the store (npm start,
-- the worker tests; worker/ops/d1-ops-store.ts). One row per minute and key, counted and summed; rows
-- older than OPS_RETENTION_MINUTES (two hours) are deleted with each write, so the table stays small. No
-- personal data: a label (a check's outcome, a player error's kind, a webhook's source and reason), a
-- stream's asset id, a country, numbers.
CREATE TABLE ops_minutes (
  minute INTEGER NOT NULL, -- minutes since 1970-01-01 UTC
  kind TEXT NOT NULL,      -- check | renewal | player | webhook
  label TEXT NOT NULL,
  stream TEXT NOT NULL,
  country TEXT NOT NULL,
  count INTEGER NOT NULL,
  total REAL NOT NULL,     -- the sum of the points' milliseconds (player errors), 0 otherwise
  PRIMARY KEY (minute, kind, label, stream, country)
) WITHOUT ROWID;

-- Sockets open per match (the match push room reports each open and close): a gauge, one row per match,
-- deleted a day after its last change.
CREATE TABLE ops_match_sockets (
  match_id INTEGER PRIMARY KEY,
  open INTEGER NOT NULL,
  updated_minute INTEGER NOT NULL
);
