import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test'
import { LIVE_AUDIO_ASSET } from '../../worker/seed/streams'
import { type BrowserProblem, expect, newSiteContext, test, waitForHydration } from './fixtures'
import { accountCopy } from './demo-accounts'
import { signInAs } from './overlay-setup'

// Issue 19 §6, §7 in a real browser: an administrator's vouchers and accounts, and what supporters then meet.

async function openAdmin(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await waitForHydration(page)
}

interface Site {
  browser: Browser
  baseURL: string | undefined
  request: APIRequestContext
  browserProblems: BrowserProblem[]
}

/** A second browser (its own cookies, set up as the test's own) for the supporter. */
async function supporterPage(site: Site, testInfo: TestInfo, email: string): Promise<Page> {
  const context = await newSiteContext(site.browser, {
    baseURL: site.baseURL as string,
    request: site.request,
    problems: site.browserProblems,
    use: testInfo.project.use,
  })
  const page = await context.newPage()
  await signInAs(page, email)
  return page
}

test('an administrator creates a voucher that a supporter then redeems, and sees the redemption', async ({
  page,
  browser,
  baseURL,
  request,
  browserProblems,
}, testInfo) => {
  test.slow()
  await signInAs(page, accountCopy('admin-commerce', testInfo))
  await openAdmin(page, '/admin/vouchers')
  const form = page.getByRole('form', { name: 'New pass voucher' })
  const label = `Cup run week ${testInfo.project.name} ${testInfo.retry}`
  await form.getByLabel('Name (supporters see it)').fill(label)
  await form.getByLabel('Days it lasts').fill('7')
  await form.getByRole('button', { name: 'Create voucher' }).click()
  const created = form.getByRole('status')
  await expect(created).toContainText(`Created '${label}'. Its code is TOWN-`)
  const code = /TOWN-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await created.textContent()) ?? '')?.[0]
  expect(code).toBeDefined()

  const supporter = await supporterPage({ browser, baseURL, request, browserProblems }, testInfo, accountCopy('voucher-redeemer', testInfo))
  await supporter.goto('/videos/subscriptions')
  await waitForHydration(supporter)
  await supporter.getByRole('tab', { name: /Vouchers/ }).click()
  await supporter.getByRole('button', { name: 'Redeem a voucher' }).click()
  const voucher = supporter.getByRole('dialog', { name: 'Redeem a voucher' })
  await voucher.getByLabel('Voucher code').fill(code!.toLowerCase())
  await voucher.getByRole('button', { name: 'Confirm' }).click()
  await expect(voucher).toContainText(`Voucher redeemed : ${code}`, { timeout: 15_000 })
  await supporter.context().close()

  await openAdmin(page, '/admin/vouchers')
  const row = page.getByRole('row').filter({ hasText: label })
  await expect(row).toContainText('1')
  await row.getByRole('button', { name: /Who redeemed/ }).click()
  await expect(page.getByRole('region', { name: 'Redemptions' })).toContainText('voucher-redeemer-')
})

test.describe('blocking', () => {
  // The refused session check is the point of the test; the browser logs it as a failed request.
  test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] })
  test('an administrator blocks an account: its next session check answers ERR_56882466_1', async ({
    page,
    browser,
    baseURL,
    request,
    browserProblems,
  }, testInfo) => {
    test.slow()
    const email = accountCopy('blocked-by-admin', testInfo)
    await signInAs(page, accountCopy('admin-accounts', testInfo))
    await openAdmin(page, '/admin/accounts')
    await page.getByLabel('Email or account id').fill(email)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('list', { name: 'Accounts found' }).getByRole('button', { name: email }).click()
    const account = page.getByRole('region', { name: email })
    await expect(account).toContainText('Not blocked.')
    page.once('dialog', (dialog) => void dialog.accept())
    await account.getByRole('button', { name: 'Block', exact: true }).click()
    await expect(account).toContainText('Blocked: free content only.')

    // The block ended the account's sessions; signed in again, the account is what it is now: blocked.
    const supporter = await supporterPage({ browser, baseURL, request, browserProblems }, testInfo, email)
    const answer = await supporter.evaluate(async (videoID) => {
      const response = await fetch('/api/streamline/session/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { attributes: { videoID, mediaType: 'live-stream', sessionID: 1 } } }),
      })
      return { status: response.status, body: (await response.json()) as { errors?: Array<{ code: string }> } }
    }, LIVE_AUDIO_ASSET)
    expect(answer.status).toBe(403)
    expect(answer.body.errors?.[0]?.code).toBe('ERR_56882466_1')
    await supporter.context().close()
  })
})
