/**
 * The outbox provider (issue 18 §4): development and test only. Mail is
 * written to the outbox table (migration 0004) in the caller's own D1 batch,
 * printed in the dev log, and listed at /sso/outbox, so a developer, the demo
 * and the e2e tests can follow its links. mail-settings.ts refuses this
 * provider in production, so the table never holds a live link there.
 */
import type { Mail } from './mail'

export interface StoredMail extends Mail {
  id: number
  createdAt: string
}

/** The outbox row of a mail, written only when `send` is true (the same statement either way, identity/embedded/reset-mail.ts). */
export function outboxInsert(db: D1Database, mail: Mail, now: Date, send: boolean): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (recipient, subject, body_text, link, created_at) SELECT ?, ?, ?, ?, ? WHERE ?')
    .bind(mail.recipient, mail.subject, mail.bodyText, mail.link, now.toISOString(), send ? 1 : 0)
}

/**
 * The outbox row of a mail, written only if the account with `ssoId` exists
 * (`exists` true) or does not (false) when it runs: for a batch that may
 * have just created it, which mails one of two letters (identity/embedded/register-account.ts).
 */
export function outboxInsertIfAccount(db: D1Database, mail: Mail, now: Date, ssoId: string, exists: boolean): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox (recipient, subject, body_text, link, created_at)
       SELECT ?, ?, ?, ?, ? WHERE ${exists ? '' : 'NOT '}EXISTS (SELECT 1 FROM accounts WHERE sso_id = ?)`,
    )
    .bind(mail.recipient, mail.subject, mail.bodyText, mail.link, now.toISOString(), ssoId)
}

interface OutboxRow {
  id: number
  recipient: string
  subject: string
  body_text: string
  link: string
  created_at: string
}

/** The newest mails first. */
export async function latestMail(db: D1Database, limit: number): Promise<StoredMail[]> {
  const { results } = await db
    .prepare('SELECT id, recipient, subject, body_text, link, created_at FROM outbox ORDER BY id DESC LIMIT ?')
    .bind(limit)
    .all<OutboxRow>()
  return results.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    bodyText: row.body_text,
    link: row.link,
    createdAt: row.created_at,
  }))
}
