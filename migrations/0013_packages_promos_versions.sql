-- Issue 19 §6 commerce, §10 concurrent editing: packages (edited with their
-- price options as one form) and promo overlays carry the version a save was
-- made on (worker/admin/audit.ts GUARDED_TABLES names them already).
-- price_options.version moves on whenever the package's form changes that row.
ALTER TABLE packages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE price_options ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE promo_overlays ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- The back office lists promos newest window first.
CREATE INDEX promo_overlays_by_start ON promo_overlays (start_utc DESC, id DESC);
