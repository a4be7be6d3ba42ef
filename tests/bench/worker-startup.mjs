// Issue 22 §5, bench section 'worker': the worker as a deploy uploads it (its size, raw and gzip, and what is
// biggest in it) and what a cold isolate of it costs. The build is wrangler's dry run of the production
// environment, as `npm run deploy:check` and tests/tools/worker-bundle.test.ts make it.
//
// Start-up: each run starts a fresh workerd (Miniflare) with the built script and the production bindings
// (state in memory), and times its start (workerd compiles the script and runs its top level before it is
// ready) and its first response, then a second one; beside it, the same for a script of three lines with the
// same bindings, so what workerd and Miniflare's services cost to start is seen apart from what this script
// adds. The figure wrangler prints on a
// real deploy ('Worker Startup Time') is measured by Cloudflare when the script is uploaded: a dry run
// uploads nothing, so it cannot be had offline.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { newSigningKey } from '../../worker/dev/signing-key.mjs'
import { verdict } from './verdict.mjs'

/** The baseline: a script of a few lines with the same bindings (its Durable Object class too, a bare one). */
const EMPTY_WORKER = [
  "import { DurableObject } from 'cloudflare:workers'",
  'export class StreamSessions extends DurableObject {}',
  "export default { fetch: () => new Response('ok') }",
  '',
].join('\n')
/** A page the worker answers itself (the assets binding serves files before the worker runs). */
const FIRST_PATH = '/api/does-not-exist'

/** Builds the production worker and measures it: { build, startup }. */
export async function measureWorker({ runs = 3, log = () => {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-worker-'))
  try {
    const build = buildWorker(dir)
    log(`built in ${build.seconds} s (${build.rawKiB} KiB, ${build.gzipKiB} KiB gzip); cold starts `)
    const startup = await measureStartup(join(dir, 'index.js'), { runs, log })
    return { build, startup }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function buildWorker(dir) {
  const started = performance.now()
  const built = spawnSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'deploy',
      '--dry-run',
      '--env',
      'production',
      '--outdir',
      dir,
      '--metafile',
      join(dir, 'meta.json'),
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', CI: '1' } },
  )
  if (built.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${built.stderr.slice(-2000)}`)
  const seconds = round((performance.now() - started) / 1000)
  const script = readFileSync(join(dir, 'index.js'))
  const gzipBytes = gzipSync(script).byteLength
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'))
  return {
    seconds,
    rawBytes: script.byteLength,
    gzipBytes,
    rawKiB: round(script.byteLength / 1024),
    gzipKiB: round(gzipBytes / 1024),
    // The target: 500 KB gzip (1000 bytes a KB, as tests/tools/worker-bundle.test.ts).
    target: verdict(gzipBytes, 500_000),
    top: topInputs(meta, 12),
  }
}

/** The biggest parts of the bundle (bytes in the output, minified): a package, or a folder of ours. */
function topInputs(meta, count) {
  const output = Object.values(meta.outputs).find((o) => o.entryPoint)
  const parts = new Map()
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1]
    const part = pkg ?? path.split('/').slice(0, 2).join('/')
    parts.set(part, (parts.get(part) ?? 0) + bytesInOutput)
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => ({ name, kib: round(bytes / 1024) }))
}

/** Cold starts of the built script and of an empty worker, alternated; medians of `runs`. */
export async function measureStartup(scriptPath, { runs = 3, log = () => {} } = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml', 'production')
  const bindings = { ...workerOptions.bindings, AUTH_SIGNING_KEY: await newSigningKey(), PUBLIC_ORIGIN: 'https://www.town-tv.example' }
  const emptyDir = mkdtempSync(join(tmpdir(), 'bench-empty-worker-'))
  const emptyPath = join(emptyDir, 'index.js')
  writeFileSync(emptyPath, EMPTY_WORKER)
  const worker = []
  const empty = []
  try {
    for (let run = 0; run < runs; run++) {
      worker.push(await coldStart({ ...workerOptions, bindings }, scriptPath))
      empty.push(await coldStart({ ...workerOptions, bindings }, emptyPath))
      log('.')
    }
  } finally {
    rmSync(emptyDir, { recursive: true, force: true })
  }
  const median = (rows, key) => {
    const sorted = rows.map((r) => r[key]).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]
  }
  const summary = (rows) => ({
    readyMs: median(rows, 'readyMs'),
    firstMs: median(rows, 'firstMs'),
    secondMs: median(rows, 'secondMs'),
    status: rows[0]?.status,
  })
  const ours = summary(worker)
  const baseline = summary(empty)
  return {
    runs,
    path: FIRST_PATH,
    worker: ours,
    emptyWorker: baseline,
    // What this script adds to a cold isolate's first response, over workerd's own start.
    addedMs: round(ours.readyMs + ours.firstMs - (baseline.readyMs + baseline.firstMs)),
    deployStartupTime: 'not measurable offline: Cloudflare measures it when a deploy uploads the script',
  }
}

async function coldStart(options, scriptPath) {
  const started = performance.now()
  const mf = new Miniflare({ ...options, modulesRoot: dirname(scriptPath), modules: [{ type: 'ESModule', path: scriptPath }] })
  try {
    await mf.ready
    const ready = performance.now()
    const first = await mf.dispatchFetch(`http://localhost${FIRST_PATH}`, { headers: { Accept: 'application/json' } })
    await first.arrayBuffer()
    const answered = performance.now()
    const second = await mf.dispatchFetch(`http://localhost${FIRST_PATH}`, { headers: { Accept: 'application/json' } })
    await second.arrayBuffer()
    const again = performance.now()
    return {
      readyMs: round(ready - started),
      firstMs: round(answered - ready),
      secondMs: round(again - answered),
      status: first.status,
    }
  } finally {
    await mf.dispose()
  }
}

function round(n) {
  return Math.round(n * 10) / 10
}
