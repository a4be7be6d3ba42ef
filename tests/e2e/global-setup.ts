import { createAccountCopies } from './demo-accounts'

/**
 * Runs once the server is up and before any test (Playwright starts the
 * webServer first): the account copies tests take for themselves
 * (demo-accounts.ts). The run id reaches the test workers through the
 * environment, so a reused local server gets fresh copies each run.
 */
export default function globalSetup(): void {
  const run = String(Date.now())
  createAccountCopies(run)
  process.env.E2E_ACCOUNTS_RUN = run
}
