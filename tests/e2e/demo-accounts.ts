import type { TestInfo } from '@playwright/test'
import { ATTEMPTS, type COPIES, copyEmail } from './account-copies.mjs'

/** Every demo account's password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'town-tv-demo'

export type AccountCopy = keyof typeof COPIES

/** The address of this test's own account copy (account-copies.mjs, made before the server started). */
export function accountCopy(purpose: AccountCopy, testInfo: TestInfo): string {
  const run = process.env.E2E_ACCOUNTS_RUN
  if (!run) throw new Error('E2E_ACCOUNTS_RUN is not set: playwright.config.ts names the run')
  if (testInfo.retry >= ATTEMPTS.length) throw new Error(`no account copy for attempt ${testInfo.retry}`)
  return copyEmail(purpose, testInfo.project.name, testInfo.retry, run)
}
