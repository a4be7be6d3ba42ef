// The accounts the stream bench signs in with (issue 10 "Budgets"): 500
// supporters with two devices each and one hot account, all holding 'plus'
// (live audio and video, SPEC §4.1). They are written straight into the
// bench's own local D1 before the site starts, with one shared password hash
// (PBKDF2 as worker/identity/passwords.ts stores it), so setting them up costs
// one hash instead of 501 registrations. Nothing here touches the site's
// code or its limits: the accounts still sign in through POST /api/auth/login.
import { spawnSync } from 'node:child_process'
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const DEVICE_ACCOUNTS = 500
export const DEVICES_PER_ACCOUNT = 2
export const BENCH_PASSWORD = 'bench-stream-password'
/** The seeded live audio commentary: allowed from GB (the bench's edge country) with 'plus'. */
export const STREAM_ASSET = 'live-audio-commentary'
export const HOT_EMAIL = 'bench-stream-hot@example.com'

/** Same cost and format as worker/identity/passwords.ts (PBKDF2-SHA256, 100,000 rounds, base64url). */
const PBKDF2_ITERATIONS = 100_000
/** D1 refuses statements over about 100 KB: 50 account rows stay far below. */
const ROWS_PER_INSERT = 50

/** The device accounts, then the hot one; devices get ids 1…1000 (SPEC §3: 1 to 1,000,000). */
export function streamAccounts() {
  const accounts = Array.from({ length: DEVICE_ACCOUNTS }, (_, i) => ({
    email: `bench-stream-${String(i + 1).padStart(4, '0')}@example.com`,
    ssoId: benchUuid(i + 1),
    deviceIds: Array.from({ length: DEVICES_PER_ACCOUNT }, (_, d) => i * DEVICES_PER_ACCOUNT + d + 1),
  }))
  return { accounts, hot: { email: HOT_EMAIL, ssoId: benchUuid(999_999), deviceIds: [] } }
}

/** A fixed UUID per bench account, so a re-run on a kept state finds the same accounts. */
function benchUuid(n) {
  return `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
}

function passwordHash(password) {
  const salt = randomBytes(16)
  const hash = pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 32, 'sha256')
  return `$pbkdf2-sha256$v1$${PBKDF2_ITERATIONS}$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

const quote = (text) => `'${text.replaceAll("'", "''")}'`

/** INSERT OR IGNORE by email: idempotent on a kept bench state. */
export function streamAccountsSql(now = new Date().toISOString()) {
  const { accounts, hot } = streamAccounts()
  const hash = passwordHash(BENCH_PASSWORD)
  const all = [...accounts, hot]
  const statements = []
  for (let start = 0; start < all.length; start += ROWS_PER_INSERT) {
    const rows = all
      .slice(start, start + ROWS_PER_INSERT)
      .map(
        (a) =>
          `(${quote(a.ssoId)}, ${quote(a.email)}, ${quote(hash)}, 'Bench Fan', 'Bench', 'Fan', ${quote(now)}, ${quote(now)}, ${quote(now)})`,
      )
    statements.push(
      `INSERT OR IGNORE INTO accounts (sso_id, email, password_hash, display_name, forename, surname, email_confirmed_at, created_at, updated_at) VALUES\n${rows.join(',\n')};`,
    )
  }
  for (const [code, source] of [
    ['freemium', 'signup'],
    ['plus', 'admin'],
  ]) {
    statements.push(
      `INSERT INTO entitlements (account_id, code, source, starts_at, created_at)
       SELECT a.id, '${code}', '${source}', ${quote(now)}, ${quote(now)} FROM accounts a
       WHERE a.email LIKE 'bench-stream-%@example.com'
         AND NOT EXISTS (SELECT 1 FROM entitlements e WHERE e.account_id = a.id AND e.code = '${code}');`,
    )
  }
  return `${statements.join('\n')}\n`
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'

function run(cmd, args, label) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stderr || result.stdout}`)
}

/**
 * Before the site starts (a second process writing under a running `wrangler
 * dev` upsets it): the schema, the demo seed (the live assets and match) and
 * the bench accounts. Each step is idempotent.
 */
export function insertStreamAccounts(stateDir) {
  const started = Date.now()
  run(npx, ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], 'applying the migrations')
  run('node', ['worker/dev/seed-local.mjs', '--persist-to', stateDir], 'seeding the demo content')
  const file = resolve('.wrangler/tmp/bench/stream-accounts.sql')
  mkdirSync(resolve('.wrangler/tmp/bench'), { recursive: true })
  writeFileSync(file, streamAccountsSql())
  run(
    npx,
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file, '--yes'],
    'inserting the stream accounts',
  )
  return { seconds: (Date.now() - started) / 1000 }
}
