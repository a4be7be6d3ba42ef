/**
 * What a registration does. A new address gets an unconfirmed account (the
 * freemium grant comes with it, worker/db/accounts.ts) and a confirmation
 * link; an address with an account gets a 'You already have an account' mail
 * instead. Both take the same work (a password hash each) and give the same
 * answer, so neither the page nor its timing tells them apart.
 */
import type { Context } from 'hono'
import type { RegisterRequest } from '../../../shared/schemas/auth'
import { type Account, createAccount, findAccountByEmail } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { hashPassword } from '../passwords'
import type { PortalClient } from './client-request'
import { bindConfirmation } from './confirm-binding'
import { alreadyRegisteredMail, confirmEmailMail } from './mails'
import { EMAIL_CONFIRM_TTL_SECONDS, issueOneTimeToken } from './one-time-tokens'
import { portalOrigin, sendMail } from './outbox'

export async function registerSupporter(c: Context<AppEnv>, data: RegisterRequest, client: PortalClient, now: Date): Promise<void> {
  const passwordHash = await hashPassword(data.password)
  const existing = await findAccountByEmail(c.env.DB, data.email)
  const created = existing ? null : await createUnconfirmed(c, data, passwordHash, now)
  if (!created) {
    // Registered before, or a moment ago by a parallel request (the unique email index refused ours).
    const holder = existing ?? (await findAccountByEmail(c.env.DB, data.email))
    if (holder) await sendMail(c, alreadyRegisteredMail(portalOrigin(c), holder, client), now)
    await bindConfirmation(c, null)
    return
  }
  await sendConfirmation(c, created, client, now)
}

/** A fresh confirmation link, when the account still waits for one (the sign-in page's 'Send the link again'). */
export async function resendConfirmation(c: Context<AppEnv>, email: string, client: PortalClient, now: Date): Promise<void> {
  const account = await findAccountByEmail(c.env.DB, email)
  if (account && !account.emailConfirmedAt) await sendConfirmation(c, account, client, now)
  else await bindConfirmation(c, null)
}

async function sendConfirmation(c: Context<AppEnv>, account: Account, client: PortalClient, now: Date): Promise<void> {
  const token = await issueOneTimeToken(c.env.DB, 'email-confirm', account.id, EMAIL_CONFIRM_TTL_SECONDS, now)
  await sendMail(c, confirmEmailMail(portalOrigin(c), account, token, client), now)
  await bindConfirmation(c, token)
}

async function createUnconfirmed(c: Context<AppEnv>, data: RegisterRequest, passwordHash: string, now: Date): Promise<Account | null> {
  try {
    return await createAccount(
      c.env.DB,
      {
        email: data.email,
        passwordHash,
        forename: data.forename,
        surname: data.surname,
        dateOfBirth: data.dateOfBirth,
        postcode: data.postcode,
        country: data.country,
        marketingOptIn: data.marketingOptIn,
        emailConfirmedAt: null,
      },
      now,
    )
  } catch (err) {
    if (err instanceof Error && /UNIQUE/i.test(err.message)) return null
    throw err
  }
}
