-- Accounts and sign-on (issue 8, SPEC §4.6, §6; ARCHITECTURE "Identity").
-- 0001's accounts table falls short of the embedded portal and the admin role:
-- roles, confirmed email, the 'long' registration form's fields, a profile image.

ALTER TABLE accounts ADD COLUMN role TEXT NOT NULL DEFAULT 'supporter' CHECK (role IN ('supporter', 'admin'));
-- The embedded portal confirms an address before it can sign in (so registering
-- never tells whether an address has an account). NULL: not confirmed yet.
ALTER TABLE accounts ADD COLUMN email_confirmed_at TEXT;
ALTER TABLE accounts ADD COLUMN profile_image_key TEXT;
-- The 'long' registration form (SPEC §7 sign-on settings).
ALTER TABLE accounts ADD COLUMN date_of_birth TEXT;
ALTER TABLE accounts ADD COLUMN postcode TEXT NOT NULL DEFAULT '';
ALTER TABLE accounts ADD COLUMN country TEXT NOT NULL DEFAULT '';
ALTER TABLE accounts ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0 CHECK (marketing_opt_in IN (0, 1));
ALTER TABLE accounts ADD COLUMN blocked_at TEXT;

-- An external identity (OIDC issuer + subject) linked to an account.
CREATE TABLE identity_links (
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (issuer, subject)
);

-- Site sessions: one family per sign-in on one device; each refresh rotates the
-- token inside its family. Tokens are stored as SHA-256 hashes, never in clear.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  rotated_at TEXT,                      -- set when a newer token replaced this one
  revoked_at TEXT,                      -- set for the whole family on logout, reuse or block
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_account ON refresh_tokens (account_id, revoked_at);

-- One-time tokens: password reset and email confirmation links (hashed), and
-- the ids of single-use sign-on hand-off tokens already spent.
CREATE TABLE one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('password-reset', 'email-confirm', 'handoff')),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX one_time_tokens_account ON one_time_tokens (account_id, purpose);

-- Mail the embedded portal sends (confirmation, reset). Production hands it to
-- a mail service; locally it is printed in the dev log and readable at /sso/outbox.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
