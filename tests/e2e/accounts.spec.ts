import type { Page } from '@playwright/test'
import { accountCopy, DEMO_PASSWORD, signInWithForm } from './demo-accounts'
import { expect, ONCE, test, waitForHydration } from './fixtures'

const toast = (page: Page) => page.locator('.account-notification__toast')
const profileButton = (page: Page) => page.locator('.sticky-nav__profile')
const accountPanel = (page: Page) => page.getByRole('dialog', { name: 'Your account' })

async function openAccountPanel(page: Page) {
  await profileButton(page).click()
  await expect(accountPanel(page)).toBeVisible()
}

test.describe('the login form at /account/login (SPEC §2.10, §4.6, §5)', () => {
  test('a subscriber signs in, stays signed in after a reload, and logs out', async ({ page }) => {
    await page.goto('/account/login')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    // §5: the email is lower-cased and trimmed before submit.
    await page.getByLabel('Email address').fill('  Subscriber@Example.com ')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click()

    await expect(toast(page)).toHaveText(/Logged In/)
    await expect(page).toHaveURL(/\/$/)
    await expect(profileButton(page)).toContainText('Profile')
    await openAccountPanel(page)
    await expect(accountPanel(page)).toContainText('Sid Subscriber')
    await expect(accountPanel(page)).toContainText('demo-subscriber')
    // The advertisers' report is for administrators: a supporter's panel has no way there.
    await expect(accountPanel(page).getByRole('link', { name: 'Advert report' })).toHaveCount(0)

    await page.reload()
    await waitForHydration(page)
    await expect(profileButton(page)).toContainText('Profile')
    await openAccountPanel(page)
    await expect(accountPanel(page)).toContainText('Sid Subscriber')

    await accountPanel(page).getByRole('button', { name: 'Log out' }).click()
    await expect(toast(page)).toHaveText(/Logged Out/)
    // §4.6, §9.4: the panel closes 600 ms after Log out.
    await expect(accountPanel(page)).toBeHidden()
    await expect(profileButton(page)).toHaveText('Log In')
    await page.reload()
    await waitForHydration(page)
    await expect(profileButton(page)).toHaveText('Log In')
  })

  test.describe('refused sign-ins', () => {
    // The form's own refusals: Chromium logs each 4xx answer of the login call.
    test.use({ allowedConsoleErrors: [/status of (401|403) .* @ https?:\/\/[^/]+\/api\/auth\/login$/] })

    test(
      'an account that must change its password gets the new-password step; a mismatch sends nothing',
      ONCE,
      async ({ page }, testInfo) => {
        // A copy of newpass@example.com of its own: the step changes the account for good.
        const email = accountCopy('must-change-password', testInfo)
        await page.goto('/account/login?returnTo=%2Fnews')
        await waitForHydration(page)
        await page.getByLabel('Email address').fill(email)
        await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
        await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click()

        await expect(page.getByText('Please create a new password')).toBeVisible()
        await expect(page.getByLabel('New password', { exact: true })).toBeFocused()
        const sent: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/api/auth/login')) sent.push(request.method())
        })
        await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password')
        await page.getByLabel('Confirm new password').fill('a-brand-new-passwork')
        await page.getByRole('button', { name: 'Save and log in' }).click()
        await expect(page.getByRole('alert').filter({ hasText: 'New Password does not match' })).toBeVisible()
        await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true')
        expect(sent).toEqual([])

        await page.getByLabel('Confirm new password').fill('a-brand-new-password')
        await page.getByRole('button', { name: 'Save and log in' }).click()
        await expect(toast(page)).toHaveText(/Logged In/)
        await expect(page).toHaveURL(/\/news$/)
        await expect(profileButton(page)).toContainText('Profile')
        expect(sent).toEqual(['POST'])
      },
    )

    test("a wrong password shows the server's message", ONCE, async ({ page }) => {
      await page.goto('/account/login')
      await waitForHydration(page)
      await page.getByLabel('Email address').fill('supporter@example.com')
      await page.getByLabel('Password', { exact: true }).fill('not-the-password')
      await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'The email address or password is incorrect' })).toBeVisible()
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(profileButton(page)).toHaveText('Log In')
      await expect(page).toHaveURL(/\/account\/login$/)
    })
  })
})

test(
  "an administrator reaches the advertisers' report from the account panel, by keyboard (issue 12 §5)",
  ONCE,
  async ({ page }, testInfo) => {
    await signInWithForm(page, accountCopy('admin-panel', testInfo))
    // Signed in, the app goes on to the home page: the panel is opened there.
    await expect(page).toHaveURL(/\/$/)
    await expect(toast(page)).toHaveText(/Logged In/)
    await profileButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(accountPanel(page)).toBeVisible()
    const link = accountPanel(page).getByRole('link', { name: 'Advert report' })
    await expect(link).toBeVisible()
    // Tab through the panel (its focus stays inside) until the link has focus.
    for (let presses = 0; presses < 20 && !(await link.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/account\/adverts-report$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Advert report' })).toBeVisible()
    await expect(accountPanel(page)).toBeHidden()
  },
)

test('a new supporter registers on the portal and comes back signed in (SPEC §1, §4.6 token flow)', ONCE, async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const email = `new-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/news')
  await waitForHydration(page)
  // The header's Log In opens the account panel; its Log In goes out to the portal, remembering the page.
  await openAccountPanel(page)
  await accountPanel(page).getByRole('link', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/sso\/login\?/)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()

  await page.getByLabel('First name').fill('Robin')
  await page.getByLabel('Last name').fill('Newcomer')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a-long-new-password')
  await page.getByLabel('Confirm password').fill('a-long-new-password')
  await page.getByLabel('Date of birth').fill('1990-03-27')
  await page.getByLabel('Postcode (optional)').fill('IP1 2DA')
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()

  // Mail is not sent locally: the confirmation link is in the development outbox.
  await page.goto('/sso/outbox')
  await page.locator('article.mail').filter({ hasText: email }).first().getByRole('link').click()

  // Back on the page the supporter left, signed in; the hand-off token is gone from the address.
  await expect(toast(page)).toHaveText(/Logged In/)
  await expect(page).toHaveURL(/\/news$/)
  expect(new URL(page.url()).hash).toBe('')
  await expect(profileButton(page)).toContainText('Profile')
  await openAccountPanel(page)
  await expect(accountPanel(page)).toContainText('Robin Newcomer')

  await page.reload()
  await waitForHydration(page)
  await expect(profileButton(page)).toContainText('Profile')
  await openAccountPanel(page)
  await expect(accountPanel(page)).toContainText('Robin Newcomer')
  await accountPanel(page).getByRole('button', { name: 'Log out' }).click()
  await expect(toast(page)).toHaveText(/Logged Out/)
  await expect(profileButton(page)).toHaveText('Log In')

  // Log out ended the portal's sign-in too (SPEC §7 sign_out): Log In asks for the password again.
  await openAccountPanel(page)
  await accountPanel(page).getByRole('link', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/sso\/login\?/)
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
})
