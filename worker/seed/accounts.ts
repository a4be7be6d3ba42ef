/**
 * Demo accounts (issue 8 §8), one per tier and state, all with the password
 * DEMO_PASSWORD and listed in the README. Seeded with the rest of the demo
 * content, which only `npm run seed` (locally) and the tests run: production
 * is never seeded. Runs in workerd and in node (WebCrypto in both).
 */
import { hashPassword } from '../identity/passwords'

export const DEMO_PASSWORD = 'town-tv-demo'

export interface DemoAccount {
  email: string
  forename: string
  surname: string
  /** Entitlement codes granted besides 'freemium' (SPEC §4.1); 'match-pass' names the seeded live match. */
  grants: Array<'subscriber' | 'plus' | 'match-pass'>
  blocked?: boolean
  bypass?: boolean
  role?: 'editor' | 'admin'
  passwordChangeRequired?: boolean
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'supporter@example.com', forename: 'Sam', surname: 'Supporter', grants: [] },
  { email: 'subscriber@example.com', forename: 'Sid', surname: 'Subscriber', grants: ['subscriber'] },
  { email: 'plus@example.com', forename: 'Pat', surname: 'Plus', grants: ['subscriber', 'plus'] },
  { email: 'matchpass@example.com', forename: 'Mia', surname: 'Matchpass', grants: ['match-pass'] },
  { email: 'blocked@example.com', forename: 'Bob', surname: 'Blocked', grants: ['subscriber'], blocked: true },
  { email: 'bypassed@example.com', forename: 'Bea', surname: 'Bypassed', grants: ['subscriber', 'plus'], bypass: true },
  { email: 'admin@example.com', forename: 'Ada', surname: 'Admin', grants: ['subscriber'], role: 'admin' },
  { email: 'editor@example.com', forename: 'Eddie', surname: 'Editor', grants: [], role: 'editor' },
  { email: 'newpass@example.com', forename: 'Nell', surname: 'Newpass', grants: [], passwordChangeRequired: true },
]

/** Hashes are slow on purpose (PBKDF2, 100,000 rounds): one per account per process is enough. */
const hashes = new Map<string, Promise<string>>()

function demoHash(email: string): Promise<string> {
  let hash = hashes.get(email)
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD)
    hashes.set(email, hash)
  }
  return hash
}

/** Seed statements for the demo accounts and their grants; skips accounts that exist. */
export async function demoAccountStatements(db: D1Database, now: Date): Promise<D1PreparedStatement[]> {
  const at = now.toISOString()
  const statements: D1PreparedStatement[] = []
  for (const account of DEMO_ACCOUNTS) {
    const ssoId = `demo-${account.email.split('@')[0]}`
    statements.push(
      db
        .prepare(
          `INSERT INTO accounts (sso_id, email, password_hash, display_name, forename, surname, blocked, blocked_at, bypass,
             password_change_required, role, email_confirmed_at, country, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'GB', ?, ?) ON CONFLICT DO NOTHING`,
        )
        .bind(
          ssoId,
          account.email,
          await demoHash(account.email),
          `${account.forename} ${account.surname}`,
          account.forename,
          account.surname,
          account.blocked ? 1 : 0,
          account.blocked ? at : null,
          account.bypass ? 1 : 0,
          account.passwordChangeRequired ? 1 : 0,
          account.role ?? 'supporter',
          at,
          at,
          at,
        ),
    )
    for (const code of ['freemium', ...account.grants]) {
      // A match pass is for the seeded live first-team match (SPEC §6: one game).
      const matchId =
        code === 'match-pass'
          ? `(SELECT m.id FROM matches m JOIN teams t ON t.id = m.team_id WHERE m.status = 'live' AND t.slug = '' ORDER BY m.kickoff LIMIT 1)`
          : 'NULL'
      statements.push(
        db
          .prepare(
            `INSERT INTO entitlements (account_id, code, source, match_id, starts_at, created_at)
             SELECT a.id, ?, ?, ${matchId}, ?, ? FROM accounts a WHERE a.sso_id = ?
               AND NOT EXISTS (SELECT 1 FROM entitlements e WHERE e.account_id = a.id AND e.code = ?)`,
          )
          .bind(code, code === 'freemium' ? 'signup' : 'admin', at, at, ssoId, code),
      )
    }
  }
  return statements
}
