// Tests that change an account (a purchase, a new password) or fill its places (live-stream
// leases in its StreamSessions object) take one of their own: a copy of a
// demo account (the demo password, its entitlements) under its own address.
// The desktop and phone projects, a retry and other specs share one server,
// so each copy is named by its purpose, project, attempt and this run.
//
// `node tests/e2e/account-copies.mjs <state dir> <run>` writes them all into
// the local D1 in one batch before the server starts (playwright.config.ts):
// written while the server ran, the database file was locked under the
// server's own reads (SQLITE_BUSY, a 500 on whatever read at that moment).
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const COPIES = {
  'buyer-base': 'supporter@example.com',
  'buyer-plus-jp': 'supporter@example.com',
  'buyer-plus-gb': 'supporter@example.com',
  'buyer-voucher': 'supporter@example.com',
  'upgrade-held-jp': 'subscriber@example.com',
  'upgrade-path-jp': 'supporter@example.com',
  'live-devices': 'subscriber@example.com',
  'must-change-password': 'newpass@example.com',
  // The administrator signs in from several specs on both projects; sign-ins are limited to 5 a minute per
  // account (AUTH_ATTEMPTS_BY_ACCOUNT), so each of those tests signs in a copy of its own.
  'admin-feed': 'admin@example.com',
  // Issue 21 §1: the match push spec posts its goal as the match data feed.
  'admin-push': 'admin@example.com',
  'admin-report': 'admin@example.com',
  'admin-axe': 'admin@example.com',
  'admin-panel': 'admin@example.com',
  // Issue 19: the back office's editor and the places each role is refused.
  'editor-news': 'editor@example.com',
  'editor-axe': 'editor@example.com',
  'editor-refused': 'editor@example.com',
  'supporter-refused': 'supporter@example.com',
  'admin-commerce': 'admin@example.com',
  'admin-accounts': 'admin@example.com',
  'blocked-by-admin': 'subscriber@example.com',
  'voucher-redeemer': 'supporter@example.com',
  // Issue 19 §3, §4, §6: the back office's other sections.
  'editor-sections': 'editor@example.com',
  'admin-sections': 'admin@example.com',
  // Issue 20: an upload from the back office to a subscriber's player, and a replay after full time.
  'editor-videos': 'editor@example.com',
  'subscriber-videos': 'subscriber@example.com',
  'supporter-videos': 'supporter@example.com',
  // Issue 22 §1: a subscriber's first paint of /videos from the edge cache.
  'subscriber-first-paint': 'subscriber@example.com',
  // Issue 21 §2: a supporter playing the live match, and the feed that scores while they watch.
  'plus-spoilers': 'plus@example.com',
  'admin-spoilers': 'admin@example.com',
  // Issue 21 §3, §4: a commentary language saved on the account; a live video's lease on a weak connection.
  'commentary-language': 'subscriber@example.com',
  'commentary-arabic-page': 'subscriber@example.com',
  'audio-only-jp': 'plus@example.com',
  // Issue 21 §7: the operations view.
  'admin-ops': 'admin@example.com',
  // Issue 21 §5 'Watch here instead' (three devices of one account), §4 a network drop (live video from Japan).
  'live-takeover': 'subscriber@example.com',
  'live-network-drop': 'plus@example.com',
}
// As playwright.config.ts names its projects.
export const PROJECTS = ['desktop', 'phone', 'match-day']
export const ATTEMPTS = [0, 1, 2]

export function copyEmail(purpose, project, attempt, run) {
  return `${purpose}-${project}-${attempt}-${run}@example.com`
}

function copySql(source, email) {
  const ssoId = `e2e-${email.replace('@example.com', '')}`
  return `INSERT INTO accounts (sso_id, email, password_hash, display_name, forename, surname, blocked, bypass,
      password_change_required, role, email_confirmed_at, country, created_at, updated_at)
    SELECT '${ssoId}', '${email}', password_hash, display_name, forename, surname, blocked, bypass, password_change_required, role,
      email_confirmed_at, country, created_at, updated_at
    FROM accounts WHERE email = '${source}';
    INSERT INTO entitlements (account_id, code, source, match_id, starts_at, ends_at, created_at)
    SELECT (SELECT id FROM accounts WHERE email = '${email}'), code, 'admin', match_id, starts_at, ends_at, created_at
    FROM entitlements WHERE account_id = (SELECT id FROM accounts WHERE email = '${source}')`
}

function createAccountCopies(stateDir, run) {
  const statements = []
  for (const [purpose, source] of Object.entries(COPIES))
    for (const project of PROJECTS)
      for (const attempt of ATTEMPTS) statements.push(copySql(source, copyEmail(purpose, project, attempt, run)))
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  // From a file: as one --command argument the statements outgrew what wrangler takes (it exited 249, saying nothing).
  const file = join(stateDir, `account-copies-${run}.sql`)
  writeFileSync(file, `${statements.join(';\n')};\n`)
  execFileSync(npx, ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file, '--yes'], { stdio: 'pipe' })
  rmSync(file, { force: true })
  console.log(`› ${statements.length} e2e account copies for run ${run}`)
}

if (process.argv[1]?.endsWith('account-copies.mjs')) {
  const [stateDir, run] = process.argv.slice(2)
  if (!stateDir || !run) throw new Error('usage: node tests/e2e/account-copies.mjs <state dir> <run>')
  createAccountCopies(stateDir, run)
}
