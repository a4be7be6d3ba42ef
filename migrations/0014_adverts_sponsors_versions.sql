-- Issue 19 §6 commerce (adverts, sponsors) and §10 concurrent editing: every
-- advert and sponsor thing an administrator opens and saves as a whole carries
-- the version its save names (worker/admin/audit.ts VersionGuard).
ALTER TABLE sponsors ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sponsor_rows ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE section_sponsor_slots ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE adverts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE slot_adverts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
