import type { Page, TestInfo } from '@playwright/test'
import { ATTEMPTS, type COPIES, copyEmail } from './account-copies.mjs'
import { expect, waitForHydration } from './fixtures'

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

/** Signs a demo account (or a copy) in through the login form at /account/login, as a supporter does. */
export async function signInWithForm(page: Page, email: string): Promise<void> {
  await page.goto('/account/login')
  await waitForHydration(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page.locator('.sticky-nav__profile')).toContainText('Profile', { timeout: 30_000 })
}
