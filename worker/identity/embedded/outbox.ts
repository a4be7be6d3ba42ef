/**
 * Mail the portal sends (confirmation, reset, "you already have an account"),
 * written to the outbox table (migration 0004). Production would hand it to a
 * mail service; locally each mail is also printed in the dev log and listed at
 * /sso/outbox, so a developer, the demo and the e2e tests can follow its link.
 * Nothing else is ever logged: no password, and nothing at all in production.
 */
import type { Context } from 'hono'
import type { AppEnv, Bindings } from '../../env'

export interface Mail {
  recipient: string
  subject: string
  bodyText: string
  /** The one link the mail is about (absolute). */
  link: string
}

export interface StoredMail extends Mail {
  id: number
  createdAt: string
}

export function isProduction(env: Pick<Bindings, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'production'
}

/**
 * The origin links in mails point at. Production names it in config
 * (PUBLIC_ORIGIN), never from the request's Host; locally the request's own
 * origin, so a site on any port links to itself.
 */
export function portalOrigin(c: Context<AppEnv>): string {
  return isProduction(c.env) ? c.env.PUBLIC_ORIGIN : new URL(c.req.url).origin
}

/** The outbox row of a mail, written only when `send` is true (the same statement either way, ./reset-mail.ts). */
export function mailInsert(db: D1Database, mail: Mail, now: Date, send: boolean): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (recipient, subject, body_text, link, created_at) SELECT ?, ?, ?, ?, ? WHERE ?')
    .bind(mail.recipient, mail.subject, mail.bodyText, mail.link, now.toISOString(), send ? 1 : 0)
}

/**
 * The outbox row of a mail, written only if the account with `ssoId` exists
 * (`exists` true) or does not (false) when it runs: for a batch that may
 * have just created it, which mails one of two letters (./register-account.ts).
 */
export function mailInsertIfAccount(db: D1Database, mail: Mail, now: Date, ssoId: string, exists: boolean): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox (recipient, subject, body_text, link, created_at)
       SELECT ?, ?, ?, ?, ? WHERE ${exists ? '' : 'NOT '}EXISTS (SELECT 1 FROM accounts WHERE sso_id = ?)`,
    )
    .bind(mail.recipient, mail.subject, mail.bodyText, mail.link, now.toISOString(), ssoId)
}

/** The developer's copy of a sent mail in the dev log; nothing in production. */
export function logMail(c: Context<AppEnv>, mail: Mail): void {
  if (!isProduction(c.env)) console.log(`[outbox] to ${mail.recipient}: ${mail.subject}\n  ${mail.link}`)
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
