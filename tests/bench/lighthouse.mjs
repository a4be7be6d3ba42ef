// Issue 13 §6: Lighthouse mobile (its default: a mid-range phone, simulated
// slow 4G and a 4x slower CPU) on the system Chromium, as a new visitor (a
// fresh profile: no cookies, so the cookie notice shows). Performance and
// accessibility scores, target ≥ 95 each, and the metrics behind performance.
// Each page is run `runs` times and the run with the median performance score
// is kept (Lighthouse's own advice for variance).
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM } from './page-weight.mjs'

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
}
const TIMEOUT_MS = 180_000

export async function measureLighthouse(origin, pages, { runs, log }) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'))
  const rows = []
  try {
    for (const page of pages) {
      const results = []
      for (let run = 0; run < runs; run++) {
        log('.')
        results.push(await runLighthouse(`${origin}${page.path}`, join(dir, `${rows.length}-${run}.json`)))
      }
      const sorted = results.filter((r) => !r.error).sort((a, b) => a.performance - b.performance)
      const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? results[0]
      rows.push({
        name: page.name,
        path: page.path,
        runs,
        performanceRuns: results.map((r) => r.performance ?? null),
        ...median,
        targets: {
          performance: { target: 95, value: median.performance, met: median.performance >= 95 },
          accessibility: { target: 95, value: median.accessibility, met: median.accessibility >= 95 },
        },
      })
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return rows
}

async function runLighthouse(url, outputPath) {
  const args = [
    'node_modules/lighthouse/cli/index.js',
    url,
    '--quiet',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${outputPath}`,
    '--chrome-flags=--headless=new --no-sandbox',
  ]
  const exit = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-2000)
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
  if (exit.code !== 0) return { error: `lighthouse exited ${exit.code}: ${exit.stderr.trim().split('\n').at(-1)}` }
  const report = JSON.parse(await readFile(outputPath, 'utf8'))
  if (report.runtimeError) return { error: report.runtimeError.message }
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, Math.round((report.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000]),
  )
  const failedA11y = Object.values(report.audits)
    .filter((a) => report.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score === 0)
    .map((a) => a.id)
  return { performance: score('performance'), accessibility: score('accessibility'), metrics, failedAccessibilityAudits: failedA11y }
}
