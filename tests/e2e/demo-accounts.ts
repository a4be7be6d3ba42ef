import { execFileSync } from 'node:child_process'
import type { TestInfo } from '@playwright/test'

/** Every demo account's password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'town-tv-demo'

// The state directory of the server playwright.config.ts starts.
const STATE_DIR = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state'

/**
 * Tests that change an account (a purchase) or fill its places (live-stream
 * leases in its StreamSessions object) take one of their own: a copy of a
 * demo account (the demo password, its entitlements) under its own address.
 * The desktop and phone projects, a retry and other specs share one server,
 * so each copy is named by its purpose, project, attempt and this run.
 */
const COPIES = {
  'buyer-base': 'supporter@example.com',
  'buyer-plus-jp': 'supporter@example.com',
  'buyer-plus-gb': 'supporter@example.com',
  'buyer-voucher': 'supporter@example.com',
  'live-devices': 'subscriber@example.com',
} as const

export type AccountCopy = keyof typeof COPIES

const PROJECTS = ['desktop', 'phone']
const ATTEMPTS = [0, 1, 2]

function copyEmail(purpose: AccountCopy, project: string, attempt: number, run: string): string {
  return `${purpose}-${project}-${attempt}-${run}@example.com`
}

/** The address of this test's own copy (made before any test ran, by createAccountCopies). */
export function accountCopy(purpose: AccountCopy, testInfo: TestInfo): string {
  const run = process.env.E2E_ACCOUNTS_RUN
  if (!run) throw new Error('E2E_ACCOUNTS_RUN is not set: tests/e2e/global-setup.ts makes the account copies')
  if (testInfo.retry >= ATTEMPTS.length) throw new Error(`no account copy for attempt ${testInfo.retry}`)
  return copyEmail(purpose, testInfo.project.name, testInfo.retry, run)
}

/**
 * Writes every copy into the running server's D1 in one statement batch, as
 * the back office would, before the first test: written while tests were
 * running, the local database file was locked under the server's own reads
 * (SQLITE_BUSY, a 500 on whatever page read at that moment).
 */
export function createAccountCopies(run: string): void {
  const statements: string[] = []
  for (const [purpose, source] of Object.entries(COPIES))
    for (const project of PROJECTS)
      for (const attempt of ATTEMPTS) statements.push(copySql(source, copyEmail(purpose as AccountCopy, project, attempt, run)))
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, '--command', statements.join(';\n')], {
    stdio: 'pipe',
  })
}

function copySql(source: string, email: string): string {
  const ssoId = `e2e-${email.replace('@example.com', '')}`
  return `INSERT INTO accounts (sso_id, email, password_hash, display_name, forename, surname, blocked, bypass,
      password_change_required, role, email_confirmed_at, country, created_at, updated_at)
    SELECT '${ssoId}', '${email}', password_hash, display_name, forename, surname, blocked, bypass, 0, 'supporter',
      email_confirmed_at, country, created_at, updated_at
    FROM accounts WHERE email = '${source}';
    INSERT INTO entitlements (account_id, code, source, match_id, starts_at, ends_at, created_at)
    SELECT (SELECT id FROM accounts WHERE email = '${email}'), code, 'admin', match_id, starts_at, ends_at, created_at
    FROM entitlements WHERE account_id = (SELECT id FROM accounts WHERE email = '${source}')`
}
