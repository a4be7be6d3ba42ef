import { test as base, expect, type BrowserContext } from '@playwright/test'

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
export function watchBrowserProblems(context: BrowserContext): BrowserProblem[] {
  const problems: BrowserProblem[] = []
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

/** Fails with the problems that no pattern in `allowed` explains. */
export function expectNoUnexpectedProblems(problems: readonly BrowserProblem[], allowed: readonly RegExp[] = []): void {
  const unexpected = problems.filter((p) => !allowed.some((pattern) => pattern.test(p.text)))
  expect(unexpected, 'the browser reported console errors or page errors (CONVENTIONS §7)').toEqual([])
}

interface ProblemOptions {
  /**
   * Console errors a test expects, e.g. Chromium's "Failed to load resource:
   * … 404" on purpose-built 404 pages. Set with `test.use`.
   */
  allowedConsoleErrors: RegExp[]
}

/**
 * `test` with an automatic fixture that fails the test on any unexpected
 * console error or page error (CONVENTIONS §7 "A test fails on an unexpected
 * console.error").
 */
export const test = base.extend<ProblemOptions & { browserProblems: BrowserProblem[] }>({
  allowedConsoleErrors: [[], { option: true }],
  browserProblems: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems = watchBrowserProblems(context)
      await use(problems)
      expectNoUnexpectedProblems(problems, allowedConsoleErrors)
    },
    { auto: true },
  ],
})

/** A canonical dated article address, SPEC §2.1: /news/yyyy/mm/dd/slug. */
export const ARTICLE_PATH = /^\/news\/\d{4}\/\d{2}\/\d{2}\/[^/]+$/
