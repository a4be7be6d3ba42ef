/**
 * Writing a password. A supporter's new password (the new-password step, a
 * reset) ends every site session of the account and its live streams
 * (endAccountSessions) and, through the portal session's password
 * fingerprint, every portal session; older reset links stop working. A
 * rehash at sign-in (same password, new cost) changes none of that for other
 * devices.
 */
import type { Context } from 'hono'
import { type Account, findAccountById, setPassword } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { endAccountSessions } from '../../streaming/end-streams'
import { hashPassword } from '../passwords'
import { spendAllOf } from './one-time-tokens'

async function reload(c: Context<AppEnv>, accountId: number): Promise<Account> {
  const account = await findAccountById(c.env.DB, accountId)
  if (!account) throw new Error('account vanished while its password was set')
  return account
}

/** The same password under the current hash scheme (passwords.ts needsRehash). */
export async function setPasswordOf(c: Context<AppEnv>, account: Account, password: string, now: Date): Promise<Account> {
  await setPassword(c.env.DB, account.id, await hashPassword(password), now)
  return reload(c, account.id)
}

/** A new password chosen by the supporter: everything signed in with the old one ends. */
export async function replacePassword(c: Context<AppEnv>, accountId: number, password: string, now: Date): Promise<Account> {
  await setPassword(c.env.DB, accountId, await hashPassword(password), now)
  await spendAllOf(c.env.DB, 'password-reset', accountId, now)
  const account = await reload(c, accountId)
  await endAccountSessions(c.env, account, 'passwordChanged', now)
  return account
}
