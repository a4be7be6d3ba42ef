import {
  type APIRequestContext,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'

export { expect }

/** One problem the browser reported: a console error or an uncaught exception. */
export interface BrowserProblem {
  kind: 'console.error' | 'pageerror'
  text: string
  url: string
}

/**
 * Collects every console error and uncaught page error of a context, in all
 * its pages. React reports a hydration mismatch through console.error (or a
 * recoverable error), so a clean list also means hydration was clean.
 */
export function watchBrowserProblems(context: BrowserContext, problems: BrowserProblem[] = []): BrowserProblem[] {
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    problems.push({ kind: 'console.error', text: message.text(), url: message.location().url || message.page()?.url() || '' })
  })
  context.on('weberror', (webError) => {
    const error = webError.error()
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: webError.page()?.url() ?? '' })
  })
  return problems
}

/**
 * Fails with the problems that no pattern in `allowed` explains. A pattern is
 * tested against `<text> @ <url>`, so it can name the resource as well.
 */
export function expectNoUnexpectedProblems(problems: readonly BrowserProblem[], allowed: readonly RegExp[] = []): void {
  const unexpected = problems.filter((p) => !allowed.some((pattern) => pattern.test(`${p.text} @ ${p.url}`)))
  expect(unexpected, 'the browser reported console errors or page errors (CONVENTIONS §7)').toEqual([])
}

interface ChromeOptions {
  /**
   * Pre-set the cookie choice and mark every active overlay promo as seen, so
   * tests that are not about them never meet the cookie popup or a promo
   * (SPEC §4.7, §4.8). Tests about them opt out with
   * `test.use({ presetChromeCookies: false })`.
   */
  presetChromeCookies: boolean
}

interface ProblemOptions {
  /**
   * Console errors a test expects, e.g. Chromium's "Failed to load resource:
   * … 404" on purpose-built 404 pages. Set with `test.use`.
   */
  allowedConsoleErrors: RegExp[]
}

/**
 * Answers the site gives on every page by design, which Chromium still logs
 * as "Failed to load resource": the SPEC §4.6 login check at start and on
 * every route change asks GET /api/auth/session, and a visitor who is not
 * signed in is a 401 (an expired access token too, before its refresh).
 */
const EXPECTED_EVERYWHERE: readonly RegExp[] = [
  /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\) @ https?:\/\/[^/]+\/api\/auth\/session$/,
]

/**
 * `test` with an automatic fixture that fails the test on any unexpected
 * console error or page error (CONVENTIONS §7 "A test fails on an unexpected
 * console.error").
 */
export const test = base.extend<ProblemOptions & ChromeOptions & { browserProblems: BrowserProblem[] }>({
  allowedConsoleErrors: [[], { option: true }],
  presetChromeCookies: [true, { option: true }],
  context: async ({ context, presetChromeCookies, request, baseURL }, use) => {
    await context.addInitScript(installHydrationProbe)
    if (presetChromeCookies && baseURL) await presetChromeChoices(context, request, baseURL)
    await use(context)
  },
  browserProblems: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems = watchBrowserProblems(context)
      await use(problems)
      expectNoUnexpectedProblems(problems, [...EXPECTED_EVERYWHERE, ...allowedConsoleErrors])
    },
    { auto: true },
  ],
})

/** Only-essential cookies chosen and every active promo already seen (see ChromeOptions). */
async function presetChromeChoices(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.get('/api/promo-overlays/?channel=Web')
  const promos = response.ok() ? ((await response.json()) as { body: Array<{ promoID: number }> }).body : []
  await context.addCookies([
    { name: 'cookie_consent_given', value: 'true', url: baseURL },
    { name: 'cookie_consent_categories', value: '', url: baseURL },
    { name: 'promo_seen', value: promos.map((p) => p.promoID).join('.'), url: baseURL },
  ])
}

/**
 * Miniflare's own per-request country (TOOLCHAIN "Country in local dev"), for `test.use`: the worker
 * still reads only request.cf.country. `clientAcceptEncoding` stays, or answers come back brotli-encoded.
 */
export function fromCountry(country: string): { extraHTTPHeaders: Record<string, string> } {
  return { extraHTTPHeaders: { 'MF-CF-Blob': JSON.stringify({ country, colo: 'NRT', clientAcceptEncoding: '' }) } }
}

/**
 * Another browser context (another device) set up as the `context` fixture is: the hydration probe,
 * the cookie choice and promos seen; its problems go into `problems` (the test's `browserProblems`,
 * so they fail the test as the main context's do).
 */
export async function newSiteContext(
  browser: Browser,
  options: { baseURL: string; request: APIRequestContext; problems: BrowserProblem[]; use?: BrowserContextOptions },
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options.use, baseURL: options.baseURL })
  await context.addInitScript(installHydrationProbe)
  await presetChromeChoices(context, options.request, options.baseURL)
  watchBrowserProblems(context, options.problems)
  return context
}

/**
 * A test whose behaviour no screen changes (a server's rule, a flow's logic, a keyboard walk): the desktop project
 * runs it, the phone project leaves it out (playwright.config.ts `grepInvert`). The phone run is for what a 375 px
 * screen, touch and an Arabic-speaking visitor's locale change: layout, axe, overlays, the players, carousels.
 */
export const ONCE = { tag: '@once' } as const

/** A canonical dated article address, SPEC §2.1: /news/yyyy/mm/dd/slug. */
export const ARTICLE_PATH = /^\/news\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/

declare global {
  interface Window {
    /** Set by the test probe once React has committed and run its effects. */
    __e2eHydrated?: boolean
  }
}

/**
 * Runs in the page before any script. React reports every commit to a
 * DevTools hook when one exists (production builds too); after the first
 * commit's effects have run, the delegated link listener is in place, so a
 * click is client navigation and not a full load.
 */
function installHydrationProbe(): void {
  if ('__REACT_DEVTOOLS_GLOBAL_HOOK__' in window) return
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {
        window.__e2eHydrated = true
      },
    },
  })
}

/** Waits until the server-rendered document is hydrated and interactive. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__e2eHydrated === true, undefined, { timeout: 15_000 })
}

/** The trimmed text of the first element a locator finds. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.first().textContent()) ?? '').replace(/\s+/g, ' ').trim()
}
