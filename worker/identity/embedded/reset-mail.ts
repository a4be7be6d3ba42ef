/**
 * What a forgot-password request does (POST /sso/forgot-password). Issue 8:
 * no answer says whether an email has an account, and that includes how long
 * it takes. So an address with an account and one without cost the same: one
 * account read, a token made and hashed, the mail written out, one batch of
 * the same INSERT statements, which store the token (and, with the outbox,
 * the mail) only when there is an account (INSERT … SELECT … WHERE ?), and
 * one hand-over to the mail port (issue 18 §4), with nobody to mail when
 * there is no account. Only the developer's log line, which production never
 * writes, differs.
 */
import type { Context } from 'hono'
import { findAccountByEmail } from '../../db/accounts'
import type { AppEnv } from '../../env'
import type { PortalClient } from './client-request'
import { passwordResetMail } from './mails'
import { newOneTimeToken, PASSWORD_RESET_TTL_SECONDS } from './one-time-tokens'
import { mailPort } from '../../mail/send-mail'
import { portalOrigin } from './outbox'

/** The greeting of the mail nobody receives: the same length of work as a real one. */
const NO_ACCOUNT = { forename: 'supporter' }

export async function mailResetLink(c: Context<AppEnv>, email: string, client: PortalClient, now: Date): Promise<void> {
  const db = c.env.DB
  const port = mailPort(c.env)
  const account = await findAccountByEmail(db, email)
  const send = account !== null
  const { token, insert } = await newOneTimeToken(db, 'password-reset', account?.id ?? null, PASSWORD_RESET_TTL_SECONDS, now, send)
  const mail = passwordResetMail(portalOrigin(c), account ?? { ...NO_ACCOUNT, email }, token, client)
  await db.batch([insert, ...port.stage(mail, now, { send })])
  await port.send(send ? mail : null)
}
