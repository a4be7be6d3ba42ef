-- Issue 19: the editors' back office.

-- "Who": an editor role beside the administrator. SQLite cannot change a
-- column's CHECK, and rebuilding accounts would cascade-delete every row that
-- references it (DROP TABLE deletes with foreign keys on), so the column is
-- replaced in place: a new one with the wider CHECK, copied, renamed.
ALTER TABLE accounts ADD COLUMN role_next TEXT NOT NULL DEFAULT 'supporter'
  CHECK (role_next IN ('supporter', 'editor', 'admin'));
UPDATE accounts SET role_next = role;
ALTER TABLE accounts DROP COLUMN role;
ALTER TABLE accounts RENAME COLUMN role_next TO role;

-- §10 concurrent editing: every save names the version it was made on.
ALTER TABLE news ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- §2 the body as structured document JSON (shared/schemas/article-document.ts).
-- NULL for articles that exist as HTML (body_html, rendered through the sanitiser).
ALTER TABLE news ADD COLUMN body_doc TEXT;
-- §2 the Arabic version of an English article: its own row (locale 'ar'), linked here.
ALTER TABLE news ADD COLUMN translation_of INTEGER REFERENCES news (id) ON DELETE SET NULL;
ALTER TABLE news ADD COLUMN created_at TEXT;
UPDATE news SET created_at = updated_at;
CREATE UNIQUE INDEX news_one_translation ON news (translation_of) WHERE translation_of IS NOT NULL;
-- The back office's list sorts by last change.
CREATE INDEX news_by_change ON news (updated_at DESC, id DESC);

-- §9 audit log: who, when, what, before and after. Written in the same batch
-- as the change it records. subject_version is the version the change was
-- made on: the statement that writes it reads the row's version under the
-- editor's expected one, and a mismatch leaves it NULL, which fails the whole
-- batch (the version check of §10 and the audit are one atomic step).
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_sso_id TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  subject_version INTEGER NOT NULL,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX audit_log_recent ON audit_log (id DESC);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_sso_id, id DESC);

-- An entry can never be edited or deleted, through the site or any other SQL.
CREATE TRIGGER audit_log_never_updated BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit entries are never changed');
END;
CREATE TRIGGER audit_log_never_deleted BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit entries are never deleted');
END;

-- §6 commerce: an administrator withdraws a voucher; from then on its code is
-- unknown to redemption and checkout, and its redemptions stay on record.
ALTER TABLE vouchers ADD COLUMN withdrawn_at TEXT;
