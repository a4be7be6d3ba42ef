// `npm start`: everything a fresh clone needs, then the site on :8787.
// Install if missing, migrate the local D1, seed demo content when empty,
// build the client, run `wrangler dev`. Each step is idempotent.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const port = process.env.PORT ?? '8787'

function run(cmd, args, label) {
  console.log(`\n› ${label}`)
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

if (!existsSync('node_modules/.package-lock.json')) run('npm', ['ci', '--no-audit', '--no-fund'], 'installing dependencies')
run(npx, ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'], 'applying D1 migrations to the local database')
run('node', ['worker/dev/seed-local.mjs'], 'seeding demo content (only when the database is empty)')
run('node', ['client/build.mjs'], 'building the client')

console.log(`\n› starting the site at http://localhost:${port}`)
const extra = process.argv.slice(2).filter((a) => a !== '--watch')
const dev = spawn(npx, ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', ...extra], { stdio: 'inherit', env: process.env })
if (process.argv.includes('--watch')) spawn('node', ['client/build.mjs', '--watch'], { stdio: 'inherit' })
const stop = () => dev.kill('SIGINT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
dev.on('exit', (code) => process.exit(code ?? 0))
