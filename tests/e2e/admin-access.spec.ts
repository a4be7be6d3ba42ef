import { expect, test, waitForHydration } from './fixtures'
import { accountCopy } from './demo-accounts'
import { signInAs } from './overlay-setup'

// Issue 19 "Who": a supporter and an editor are refused each other's places, in a real browser.

// The refusals are the point: the browser logs each 401/403 answer as a failed resource.
test.use({ allowedConsoleErrors: [/status of 40[13] \((Forbidden|Unauthorized)\)/] })

test('a supporter is refused the back office and never sees a draft', async ({ page }, testInfo) => {
  await signInAs(page, accountCopy('supporter-refused', testInfo))
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(403)
  await waitForHydration(page)
  await expect(page.getByText("This area is for the club's editors and administrators.")).toBeVisible()
  const api = await page.request.get('/api/admin/articles')
  expect(api.status()).toBe(403)
})

test("an editor opens the back office, but not the administrator's places", async ({ page }, testInfo) => {
  await signInAs(page, accountCopy('editor-refused', testInfo))
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The advertisers' report and the accounts API are an administrator's.
  expect((await page.goto('/account/adverts-report'))?.status()).toBe(403)
  const block = await page.request.post('/api/admin/accounts/demo-supporter/block', { headers: { Origin: new URL(page.url()).origin } })
  expect(block.status()).toBe(403)
  expect(((await block.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe('Administrators only')
})
