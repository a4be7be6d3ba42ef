/**
 * What a registration does. A new address gets an unconfirmed account (the
 * freemium grant comes with it, worker/db/accounts.ts) and a confirmation
 * link; an address with an account gets a 'You already have an account' mail
 * instead. Issue 8: no answer says whether an email has an account, timing
 * included. So both take the same work: a password hash, one account read, a
 * token made and hashed, both mails written out, and one batch of the same
 * five statements, which decide in SQL (as the batch runs, so a parallel
 * registration of the same address cannot slip between) whether the account,
 * its grant, its token and its confirmation mail are written, or the other
 * mail; the mail port then sends the one of the two that applies (issue 18
 * §4). As with a forgotten password (./reset-mail.ts), only the developer's
 * log line, which production never writes, differs.
 */
import type { Context } from 'hono'
import type { RegisterRequest } from '../../../shared/schemas/auth'
import { findAccountByEmail, newAccountStatements } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { hashPassword } from '../passwords'
import type { PortalClient } from './client-request'
import { bindConfirmation } from './confirm-binding'
import { alreadyRegisteredMail, confirmEmailMail } from './mails'
import { EMAIL_CONFIRM_TTL_SECONDS, newOneTimeToken, newOneTimeTokenForSsoId } from './one-time-tokens'
import { mailPort } from '../../mail/send-mail'
import { portalOrigin } from './outbox'

/** The greeting of a mail nobody receives, or when the address was taken between the read and the batch (never a name the registrant typed). */
const SOMEONE = 'supporter'

export async function registerSupporter(c: Context<AppEnv>, data: RegisterRequest, client: PortalClient, now: Date): Promise<void> {
  const db = c.env.DB
  const port = mailPort(c.env)
  const passwordHash = await hashPassword(data.password)
  const existing = await findAccountByEmail(db, data.email)
  const { ssoId, statements } = newAccountStatements(db, newAccountOf(data, passwordHash), now, true)
  const { token, insert } = await newOneTimeTokenForSsoId(db, 'email-confirm', ssoId, EMAIL_CONFIRM_TTL_SECONDS, now)
  const origin = portalOrigin(c)
  const confirm = confirmEmailMail(origin, data, token, client)
  const already = alreadyRegisteredMail(origin, { email: data.email, forename: existing?.forename ?? SOMEONE }, client)
  const [added] = await db.batch([
    ...statements,
    insert,
    ...port.stage(confirm, now, { ssoId, accountExists: true }),
    ...port.stage(already, now, { ssoId, accountExists: false }),
  ])
  const created = (added?.meta.changes ?? 0) > 0
  await bindConfirmation(c, created ? token : null)
  await port.send(created ? confirm : already)
}

/**
 * A fresh confirmation link, when the account still waits for one (the
 * sign-in page's 'Send the link again'). The same work for every address, as
 * above: one read, a token, the mail, one batch that writes them only when
 * the account waits for a link.
 */
export async function resendConfirmation(c: Context<AppEnv>, email: string, client: PortalClient, now: Date): Promise<void> {
  const db = c.env.DB
  const port = mailPort(c.env)
  const account = await findAccountByEmail(db, email)
  const send = account !== null && !account.emailConfirmedAt
  const { token, insert } = await newOneTimeToken(db, 'email-confirm', account?.id ?? null, EMAIL_CONFIRM_TTL_SECONDS, now, send)
  const mail = confirmEmailMail(portalOrigin(c), account ?? { email, forename: SOMEONE }, token, client)
  await db.batch([insert, ...port.stage(mail, now, { send })])
  await bindConfirmation(c, send ? token : null)
  await port.send(send ? mail : null)
}

function newAccountOf(data: RegisterRequest, passwordHash: string) {
  const { email, forename, surname, dateOfBirth, postcode, country, marketingOptIn } = data
  return { email, passwordHash, forename, surname, dateOfBirth, postcode, country, marketingOptIn, emailConfirmedAt: null }
}
