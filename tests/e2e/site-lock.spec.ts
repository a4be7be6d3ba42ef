import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { expect, test, waitForHydration } from './fixtures'

// The shared server has no lock. This spec starts its own `wrangler dev` with
// SITE_LOCK_PASSWORD set, on its own port and state directory (one per
// Playwright worker, so the desktop and phone runs never share one).
const PASSWORD = 'preview-town-2026'
const SEED_LOCK = '.wrangler/e2e-lock-seeding'
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'

let server: ChildProcess | null = null
let origin = ''

/**
 * The locked site's own state: migrated and seeded, in a bounded time, tried up to three
 * times from empty. A step run synchronously that never returns (a seed once stalled in its
 * workerd under a full CI load) would block Playwright's own timeout and hang the whole run;
 * a stalled try is killed with its children and the state wiped before the next.
 */
async function prepareState(state: string): Promise<void> {
  let outcome = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    rmSync(state, { recursive: true, force: true })
    outcome = await runOnce([npx, 'wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
    if (outcome === 'ok') outcome = await withSeedLock(() => runOnce(['node', 'worker/dev/seed-local.mjs', '--persist-to', state]))
    if (outcome === 'ok') return
  }
  throw new Error(`the locked site's state could not be prepared: ${outcome}`)
}

function runOnce(args: string[], timeoutMs = 75_000): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-4000)))
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-4000)))
    const timer = setTimeout(() => {
      stopGroup(child)
      resolve(`no answer in ${timeoutMs / 1000} s`)
    }, timeoutMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve(code === 0 ? 'ok' : `exit ${code}: ${output}`)
    })
  })
}

function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    child.kill('SIGKILL')
  }
}

/** seed-local.mjs bundles to one fixed file: two workers must not seed at the same moment. */
async function withSeedLock(work: () => Promise<string>): Promise<string> {
  for (;;) {
    try {
      mkdirSync(SEED_LOCK)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(SEED_LOCK, { recursive: true, force: true })
  }
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be a destructuring pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000)
  // Well away from the ports people and other runs use (8787–8799).
  const port = 8871 + testInfo.parallelIndex * 2
  const state = `.wrangler/e2e-lock-state-${testInfo.parallelIndex}`
  origin = `http://127.0.0.1:${port}`
  if (
    await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`)
  await prepareState(state)
  server = spawn(
    npx,
    [
      'wrangler',
      'dev',
      '--port',
      String(port),
      '--inspector-port',
      String(port + 1),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--var',
      `SITE_LOCK_PASSWORD:${PASSWORD}`,
    ],
    { stdio: 'ignore', detached: process.platform !== 'win32' },
  )
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    const up = await fetch(`${origin}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the locked site did not start')
})

test.afterAll(() => {
  if (!server?.pid) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    server.kill('SIGTERM')
  }
})

// The lock answers 401 for pages and for a wrong password; Chromium reports both.
// One pattern: Playwright would read a two-element array as [value, fixture options].
test.use({ allowedConsoleErrors: [/the server responded with a status of (401|403) /] })

test('the site lock blocks every page until the right password reveals Access, which admits (SPEC §2.10, §4.8)', async ({ page }) => {
  const first = await page.goto(`${origin}/news`)
  expect(first?.status()).toBe(401)
  expect(await first!.text()).not.toContain(PASSWORD)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview site')
  await expect(page.getByRole('img', { name: /crest/ })).toBeVisible()
  await expect(page.locator('.news-card')).toHaveCount(0)
  const access = page.getByRole('button', { name: 'Access' })
  await expect(access).toHaveCount(0)

  // The API is shut too.
  expect(await page.evaluate(async () => (await fetch('/api/news/search')).status)).toBe(403)

  const password = page.getByLabel('Password')
  await password.fill('guess')
  await page.getByRole('button', { name: 'Check password' }).click()
  await expect(page.getByText('That password is not right.')).toBeVisible()
  await expect(access).toHaveCount(0)

  await password.fill(PASSWORD)
  await page.getByRole('button', { name: 'Check password' }).click()
  await expect(access).toBeVisible()
  await Promise.all([page.waitForEvent('load'), access.click()])

  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Preview site')
  await expect(page.getByRole('banner')).toBeVisible()
  expect(await page.evaluate(async () => (await fetch('/api/news/search')).status)).toBe(200)
  const cookie = (await page.context().cookies(origin)).find((c) => c.name === 'allow_entry')
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.secure).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')

  // Another page, still admitted.
  expect((await page.goto(`${origin}/`))?.status()).toBe(200)
})
