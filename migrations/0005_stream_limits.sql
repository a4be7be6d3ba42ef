-- Concurrent live streams per account (issue 10 §4; SPEC §6 "Concurrent viewing
-- is limited per account. The number is not shown"). The default (2) is a
-- constant in shared/rules/concurrency-limit.ts; an account listed here has
-- its own limit. Bypassed accounts (accounts.bypass) have none.
CREATE TABLE stream_limit_overrides (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  max_streams INTEGER NOT NULL CHECK (max_streams BETWEEN 1 AND 20),
  updated_at TEXT NOT NULL
);
