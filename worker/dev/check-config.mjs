// `npm start` prints what is wrong with the settings before the site serves (issue 18 §2): the
// worker's own reading (worker/config.ts, bundled here by esbuild) over the vars wrangler dev would
// give it: wrangler.toml's (or its [env.NAME]'s), .dev.vars, and the --var pairs of the command line.
import { existsSync, readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { experimental_readRawConfig } from 'wrangler'

/** NAME=value lines as wrangler reads .dev.vars (quotes around a value are dropped). */
export function parseDevVars(text) {
  const vars = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match || line.trimStart().startsWith('#')) continue
    const [, name, raw] = match
    vars[name] = /^(['"]).*\1$/.test(raw) ? raw.slice(1, -1) : raw
  }
  return vars
}

/** The vars the worker would see for this command line (wrangler dev's --env and --var). */
export function settingsFor(wranglerArgs, extraVars) {
  const envAt = wranglerArgs.indexOf('--env')
  const envName = envAt >= 0 ? wranglerArgs[envAt + 1] : null
  const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' })
  const tomlVars = envName ? (rawConfig.env?.[envName]?.vars ?? {}) : (rawConfig.vars ?? {})
  const devVars = existsSync('.dev.vars') ? parseDevVars(readFileSync('.dev.vars', 'utf8')) : {}
  const cliVars = {}
  wranglerArgs.forEach((arg, i) => {
    if (arg !== '--var') return
    const pair = wranglerArgs[i + 1] ?? ''
    const at = pair.indexOf(':')
    if (at > 0) cliVars[pair.slice(0, at)] = pair.slice(at + 1)
  })
  return { ...tomlVars, ...devVars, ...extraVars, ...cliVars }
}

/** The problems worker/config.ts finds in these settings: site-wide ones first. */
export async function configProblems(settings) {
  const bundle = await build({
    entryPoints: ['worker/config.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  })
  const source = bundle.outputFiles[0].text
  const { readConfig, allProblems } = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)
  const config = readConfig(settings)
  return { site: config.siteProblems, all: allProblems(config) }
}

/** Prints the problems in words; returns whether the site can serve at all. */
export async function reportConfig(wranglerArgs, extraVars) {
  const problems = await configProblems(settingsFor(wranglerArgs, extraVars))
  if (problems.all.length === 0) return true
  const site = new Set(problems.site.map((p) => p.message))
  console.log('\n› settings that need attention (wrangler.toml [vars], .dev.vars, --var):')
  for (const problem of problems.all) {
    console.log(`  ${site.has(problem.message) ? '✗' : '!'} ${problem.message}${site.has(problem.message) ? '' : ' (that feature is off)'}`)
  }
  if (site.size > 0) console.log("  Every page will answer 503 'The site is not configured' until the ✗ lines are fixed.")
  return site.size === 0
}
