-- Issue 19 §4, §10: football data edited one by one in the back office. Each
-- item an editor opens and saves as a whole carries the version its save is
-- checked against (worker/admin/audit.ts VersionGuard); a line-up is saved
-- under its match's version.
ALTER TABLE seasons ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE competitions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE teams ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE players ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE matches ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE league_tables ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- The back office's player list filters by team and sorts by name.
CREATE INDEX players_by_name ON players (last_name, first_name, id);
