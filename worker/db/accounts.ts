/** Accounts (ARCHITECTURE "Data"; migrations 0001 and 0004). */
import { isVersionConflict } from '../admin/audit'
import type { AccountRole } from '../../shared/types/account'
import { firstRead, type Read, runRead } from './read'

export interface Account {
  id: number
  ssoId: string
  email: string
  passwordHash: string | null
  displayName: string
  forename: string
  surname: string
  blocked: boolean
  bypass: boolean
  passwordChangeRequired: boolean
  stripeCustomerId: string | null
  role: AccountRole
  emailConfirmedAt: string | null
  profileImageKey: string | null
}

interface AccountRow {
  id: number
  sso_id: string
  email: string
  password_hash: string | null
  display_name: string
  forename: string
  surname: string
  blocked: number
  bypass: number
  password_change_required: number
  stripe_customer_id: string | null
  role: AccountRole
  email_confirmed_at: string | null
  profile_image_key: string | null
}

const COLUMNS = `id, sso_id, email, password_hash, display_name, forename, surname, blocked, bypass,
  password_change_required, stripe_customer_id, role, email_confirmed_at, profile_image_key`
/** The same columns read through the alias 'a' (joins). */
const ALIASED_COLUMNS = COLUMNS.split(',')
  .map((column) => `a.${column.trim()}`)
  .join(', ')

function rowToAccount(row: AccountRow): Account {
  return {
    id: row.id,
    ssoId: row.sso_id,
    email: row.email,
    passwordHash: row.password_hash,
    displayName: row.display_name,
    forename: row.forename,
    surname: row.surname,
    blocked: row.blocked === 1,
    bypass: row.bypass === 1,
    passwordChangeRequired: row.password_change_required === 1,
    stripeCustomerId: row.stripe_customer_id,
    role: row.role,
    emailConfirmedAt: row.email_confirmed_at,
    profileImageKey: row.profile_image_key,
  }
}

/** By an email already normalised (shared/schemas/auth.ts normaliseEmail). */
export async function findAccountByEmail(db: D1Database, email: string): Promise<Account | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE email = ?`).bind(email).first<AccountRow>()
  return row ? rowToAccount(row) : null
}

export function accountBySsoIdRead(db: D1Database, ssoId: string): Read<Account | null> {
  const statement = db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE sso_id = ?`).bind(ssoId)
  return firstRead<AccountRow, Account | null>(statement, (row) => (row ? rowToAccount(row) : null))
}

export function findAccountBySsoId(db: D1Database, ssoId: string): Promise<Account | null> {
  return runRead(db, accountBySsoIdRead(db, ssoId))
}

export async function findAccountById(db: D1Database, id: number): Promise<Account | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).bind(id).first<AccountRow>()
  return row ? rowToAccount(row) : null
}

export interface NewAccount {
  email: string
  passwordHash: string | null
  forename: string
  surname: string
  dateOfBirth?: string | null
  postcode?: string
  country?: string
  marketingOptIn?: boolean
  emailConfirmedAt: string | null
}

/** A new supporter with the freemium entitlement of a registered free account (SPEC §4.1, §6), in one batch. */
export async function createAccount(db: D1Database, account: NewAccount, now: Date): Promise<Account> {
  const { ssoId, statements } = newAccountStatements(db, account, now, false)
  await db.batch(statements)
  const created = await findAccountBySsoId(db, ssoId)
  if (!created) throw new Error('account insert did not persist')
  return created
}

/**
 * The statements that add a supporter and their freemium entitlement, for a
 * batch; the entitlement follows the account by its new sso_id. With
 * `ifEmailFree`, the account is added only when no account has the address
 * as the batch runs (nothing, rather than a UNIQUE failure), so a batch can
 * do the same work whether or not the address is taken (issue 8: the
 * portal's registration, worker/identity/embedded/register-account.ts).
 */
export function newAccountStatements(
  db: D1Database,
  account: NewAccount,
  now: Date,
  ifEmailFree: boolean,
): { ssoId: string; statements: [D1PreparedStatement, D1PreparedStatement] } {
  const at = now.toISOString()
  const ssoId = crypto.randomUUID()
  const displayName = `${account.forename} ${account.surname}`.trim()
  const values = [
    ssoId,
    account.email,
    account.passwordHash,
    displayName,
    account.forename,
    account.surname,
    account.dateOfBirth ?? null,
    account.postcode ?? '',
    account.country ?? '',
    account.marketingOptIn ? 1 : 0,
    account.emailConfirmedAt,
    at,
    at,
  ]
  const insert = db
    .prepare(
      `INSERT INTO accounts (sso_id, email, password_hash, display_name, forename, surname, date_of_birth, postcode, country,
         marketing_opt_in, email_confirmed_at, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${ifEmailFree ? ' WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE email = ?)' : ''}`,
    )
    .bind(...values, ...(ifEmailFree ? [account.email] : []))
  const entitlement = db
    .prepare(
      `INSERT INTO entitlements (account_id, code, source, starts_at, created_at)
       SELECT id, 'freemium', 'signup', ?, ? FROM accounts WHERE sso_id = ?`,
    )
    .bind(at, at, ssoId)
  return { ssoId, statements: [insert, entitlement] }
}

export async function setPassword(db: D1Database, accountId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE accounts SET password_hash = ?, password_change_required = 0, updated_at = ? WHERE id = ?')
    .bind(passwordHash, now.toISOString(), accountId)
    .run()
}

export async function confirmEmail(db: D1Database, accountId: number, now: Date): Promise<void> {
  await db
    .prepare('UPDATE accounts SET email_confirmed_at = COALESCE(email_confirmed_at, ?), updated_at = ? WHERE id = ?')
    .bind(now.toISOString(), now.toISOString(), accountId)
    .run()
}

export type AccountFlag = 'blocked' | 'bypass'

/** Sets or clears an administrator's flag (SPEC §6); false when there is no such account. */
/**
 * Blocks, unblocks, bypasses or unbypasses. `audit` (issue 19 §9) is written
 * in the same batch and refuses it when no account changed, so an entry
 * never records a change that did not happen.
 */
export async function setAccountFlag(
  db: D1Database,
  ssoId: string,
  flag: AccountFlag,
  on: boolean,
  now: Date,
  audit?: (db: D1Database) => D1PreparedStatement,
): Promise<boolean> {
  const at = now.toISOString()
  const update =
    flag === 'blocked'
      ? db
          .prepare('UPDATE accounts SET blocked = ?, blocked_at = ?, updated_at = ? WHERE sso_id = ?')
          .bind(on ? 1 : 0, on ? at : null, at, ssoId)
      : db.prepare('UPDATE accounts SET bypass = ?, updated_at = ? WHERE sso_id = ?').bind(on ? 1 : 0, at, ssoId)
  try {
    const [result] = await db.batch(audit ? [update, audit(db)] : [update])
    return (result?.meta.changes ?? 0) > 0
  } catch (err) {
    if (audit && isVersionConflict(err)) return false
    throw err
  }
}

/** Links an external identity (OIDC issuer and subject) to an account. */
export async function findAccountByIdentity(db: D1Database, issuer: string, subject: string): Promise<Account | null> {
  const row = await db
    .prepare(`SELECT ${ALIASED_COLUMNS} FROM accounts a JOIN identity_links l ON l.account_id = a.id WHERE l.issuer = ? AND l.subject = ?`)
    .bind(issuer, subject)
    .first<AccountRow>()
  return row ? rowToAccount(row) : null
}

export async function linkIdentity(db: D1Database, issuer: string, subject: string, accountId: number, now: Date): Promise<void> {
  await db
    .prepare('INSERT OR IGNORE INTO identity_links (issuer, subject, account_id, created_at) VALUES (?, ?, ?, ?)')
    .bind(issuer, subject, accountId, now.toISOString())
    .run()
}
