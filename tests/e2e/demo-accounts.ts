import { execFileSync } from 'node:child_process'

/** Every demo account's password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'town-tv-demo'

// The state directory of the server playwright.config.ts starts.
const STATE_DIR = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state'

/**
 * A copy of a demo account (the demo password, its entitlements) under an
 * address of its own, written into the running server's D1 as the back
 * office would. The desktop and phone projects (and other specs, and
 * reruns) share one server: a test that changes an account (a purchase) or
 * fills its places (live-stream leases in its StreamSessions object) takes
 * its own. `name` must be unique: callers add the project and the time.
 */
export function copyOfDemoAccount(source: string, name: string): string {
  const email = `${name}@example.com`
  const sql = `INSERT INTO accounts (sso_id, email, password_hash, display_name, forename, surname, blocked, bypass,
      password_change_required, role, email_confirmed_at, country, created_at, updated_at)
    SELECT 'e2e-${name}', '${email}', password_hash, display_name, forename, surname, blocked, bypass, 0, 'supporter',
      email_confirmed_at, country, created_at, updated_at
    FROM accounts WHERE email = '${source}';
    INSERT INTO entitlements (account_id, code, source, match_id, starts_at, ends_at, created_at)
    SELECT (SELECT id FROM accounts WHERE email = '${email}'), code, 'admin', match_id, starts_at, ends_at, created_at
    FROM entitlements WHERE account_id = (SELECT id FROM accounts WHERE email = '${source}')`
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE_DIR, '--command', sql], { stdio: 'pipe' })
      return email
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String((error as { stderr?: unknown }).stderr ?? error))
      if (!busy || attempt === 5) throw error
      execFileSync('sleep', [String(attempt)])
    }
  }
}
