-- Issue 19 §3 pages and menus in the back office, §10 concurrent editing:
-- a page and a menu are each opened and saved as a whole, and every save names
-- the version it was made on (worker/admin/audit.ts VersionGuard). A page's
-- state is its existing post_status (SPEC §3 Menu page): 'Published' is shown,
-- 'Draft' is what a new page starts as and what unpublishing returns it to.
ALTER TABLE pages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE menus ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
