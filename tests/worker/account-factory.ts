import { env } from 'cloudflare:workers'
import { createAccount } from '../../worker/db/accounts'
import { hashPassword } from '../../worker/identity/passwords'

/**
 * A fresh supporter per test (CONVENTIONS: factories that make unique users).
 * Unique addresses keep the per-account sign-in limit (5 a minute, shared by
 * every test file of a run) from meeting another test's attempts, which the
 * demo accounts would.
 */
export const TEST_PASSWORD = 'a-test-password'

// PBKDF2 at 100,000 rounds is slow on purpose: one hash, reused by every account of the run.
let hash: Promise<string> | null = null

export interface AccountOptions {
  role?: 'editor' | 'admin'
  passwordChangeRequired?: boolean
  blocked?: boolean
  bypass?: boolean
  confirmed?: boolean
  /** Entitlement codes granted besides 'freemium'. */
  grants?: string[]
  email?: string
}

export interface TestAccount {
  id: number
  ssoId: string
  email: string
  password: string
}

export async function makeAccount(options: AccountOptions = {}): Promise<TestAccount> {
  hash ??= hashPassword(TEST_PASSWORD)
  const now = new Date()
  const email = options.email ?? `fan-${crypto.randomUUID().slice(0, 12)}@example.com`
  const account = await createAccount(
    env.DB,
    {
      email,
      passwordHash: await hash,
      forename: 'Fay',
      surname: 'Fan',
      emailConfirmedAt: options.confirmed === false ? null : now.toISOString(),
    },
    now,
  )
  await env.DB.prepare('UPDATE accounts SET role = ?, password_change_required = ?, blocked = ?, bypass = ? WHERE id = ?')
    .bind(options.role ?? 'supporter', options.passwordChangeRequired ? 1 : 0, options.blocked ? 1 : 0, options.bypass ? 1 : 0, account.id)
    .run()
  for (const code of options.grants ?? []) {
    await env.DB.prepare(`INSERT INTO entitlements (account_id, code, source, starts_at, created_at) VALUES (?, ?, 'admin', ?, ?)`)
      .bind(account.id, code, now.toISOString(), now.toISOString())
      .run()
  }
  return { id: account.id, ssoId: account.ssoId, email, password: TEST_PASSWORD }
}

/** Every row of the tables sign-in writes, to show a refused request changed nothing. */
export async function identitySnapshot(): Promise<string> {
  const tables = ['accounts', 'refresh_tokens', 'entitlements', 'one_time_tokens', 'identity_links']
  const rows = await Promise.all(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()))
  return JSON.stringify(rows.map((r) => r.results))
}
