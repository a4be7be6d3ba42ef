-- Issue 18 §4: mail handed to a real provider (Cloudflare Email, Resend) by
-- the EVENTS queue consumer. The queue delivers at least once; a mail id in
-- this table is not sent again. Only the id and the time: no address, no
-- link (the mail itself is never stored in production).
CREATE TABLE mail_sent (
  mail_id TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL
);
