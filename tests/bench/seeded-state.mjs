// A bench section's state before its site starts (a second writer under a
// running server upsets it, SQLITE_BUSY): migrated, the demo seeded, then the
// section's own SQL (putting a match back to where each run starts). Returns
// how long it took.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export function prepareSeededState(stateDir, name, sql) {
  const started = Date.now()
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  run(npx, ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], 'applying the migrations')
  run('node', ['worker/dev/seed-local.mjs', '--persist-to', stateDir], 'seeding the demo content')
  mkdirSync(resolve('.wrangler/tmp/bench'), { recursive: true })
  const file = resolve(`.wrangler/tmp/bench/${name}.sql`)
  writeFileSync(file, sql)
  run(npx, ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file, '--yes'], `preparing ${name}`)
  return { seconds: (Date.now() - started) / 1000 }
}

function run(cmd, args, label) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stderr || result.stdout}`)
}
