// `npm start`: everything a fresh clone needs, then the site on :8787.
// Install if missing, migrate the local D1, seed demo content when empty,
// build the client, run `wrangler dev`. Each step is idempotent.
//   --persist-to <dir>  keep local D1/R2/DO state there (tests and bench use
//                       their own, so they never touch a developer's data)
//   --watch             rebuild the client on change, served by `wrangler dev` (npm run dev)
//   --prepare-only      every step but serving (e2e writes its own accounts in between)
//   --devtools          serve with `wrangler dev` and its devtools inspector
//   --no-devtools       the default now (kept for scripts that say it): served through
//                       wrangler's API without inspector or file watcher, which holds
//                       under load (./serve-without-devtools.mjs says why; issue 22 §4)
//   --no-media          the demo content without its pictures and video (the OIDC
//                       e2e's second site shows none, and starts a minute or more sooner)
// Other arguments go to wrangler: --var NAME:VALUE and --define KEY:VALUE to either server, anything
// else makes it `wrangler dev` (start-args.mjs servesWithWranglerDev); PORT sets the port.
import { spawn, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { edgeCountry, writeCfObject } from './edge-country.mjs'
import { newSigningKey } from './signing-key.mjs'
import { servesWithWranglerDev, startArgs } from './start-args.mjs'

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const port = process.env.PORT ?? '8787'
const args = process.argv.slice(2)
const parsedArgs = startArgs(args)
const { watch, prepareOnly, noMedia, persistTo, wranglerArgs } = parsedArgs
const persist = persistTo ? ['--persist-to', persistTo] : []

function run(cmd, cmdArgs, label, env = process.env) {
  console.log(`\n› ${label}`)
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

if (!existsSync('node_modules/.package-lock.json')) run('npm', ['ci', '--no-audit', '--no-fund'], 'installing dependencies')
// A checkout installed before the patch came (postinstall) gets it here too; a patched React is left as it is.
run('node', ['worker/dev/patch-react-stream.mjs'], "gathering React's HTML per flush (issue 22 §2)")
// In a terminal wrangler would stop to ask "continue?" before applying; CI=1
// answers yes, so `npm start` on a fresh clone needs no keypress.
run(npx, ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persist], 'applying D1 migrations to the local database', {
  ...process.env,
  CI: '1',
})
// Sessions are signed with a key from a secret; a fresh clone gets its own in .dev.vars (never committed).
const devVars = existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : ''
if (!/^AUTH_SIGNING_KEY=/m.test(devVars)) {
  appendFileSync('.dev.vars', `${devVars && !devVars.endsWith('\n') ? '\n' : ''}AUTH_SIGNING_KEY='${await newSigningKey()}'\n`)
  console.log('\n› wrote a development AUTH_SIGNING_KEY to .dev.vars')
}
run(
  'node',
  ['worker/dev/seed-local.mjs', ...persist, ...(noMedia ? ['--no-media'] : [])],
  'seeding demo content (only when the database is empty)',
)
run('node', ['client/build.mjs'], 'building the client')
if (prepareOnly) process.exit(0)

// miniflare's Images binding only scales: the image gateway frames crops itself (wrangler.toml [images]);
// its AVIF encoder takes seconds a picture on a small machine, so pages get WebP (production offers AVIF first).
const LOCAL_IMAGES = { IMAGES_BINDING: 'local', IMAGE_OUTPUT_FORMATS: 'webp' }
// Issue 18 §2: what is wrong with the settings, in words, before the site serves.
// Imported here, not at the top: it needs esbuild and wrangler, which a fresh clone has only after the install above.
const { reportConfig } = await import('./check-config.mjs')
await reportConfig(wranglerArgs, LOCAL_IMAGES)

const country = edgeCountry()
console.log(`\n› starting the site at http://localhost:${port}, as seen from ${country} (COUNTRY=JP npm start for abroad)`)
// miniflare's own means of giving requests a cf object (edge-country.mjs); both ways of serving read it.
process.env.CLOUDFLARE_CF_FETCH_PATH = writeCfObject(country)
if (!servesWithWranglerDev(parsedArgs)) {
  const { definesFrom, serveWithoutDevtools, varsFrom } = await import('./serve-without-devtools.mjs')
  const vars = { ...LOCAL_IMAGES, ...varsFrom(wranglerArgs) }
  await serveWithoutDevtools({ port, persistTo, vars, define: definesFrom(wranglerArgs) })
} else {
  serveWithWranglerDev()
}

function serveWithWranglerDev() {
  const localImages = Object.entries(LOCAL_IMAGES).flatMap(([name, value]) => ['--var', `${name}:${value}`])
  const dev = spawn(npx, ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', ...localImages, ...persist, ...wranglerArgs], {
    stdio: 'inherit',
  })
  const watcher = watch ? spawn('node', ['client/build.mjs', '--watch'], { stdio: 'inherit' }) : null
  const stop = () => {
    watcher?.kill('SIGINT')
    dev.kill('SIGINT')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  dev.on('exit', (code) => process.exit(code ?? 0))
}
