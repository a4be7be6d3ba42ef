import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { accountCopy, DEMO_PASSWORD, signInWithForm } from './demo-accounts'
import { expect, fromCountry, ONCE, test, waitForHydration } from './fixtures'

/**
 * Issue 11 "Tests that must exist" (e2e): buying in real Chromium through
 * the built-in sandbox checkout (no STRIPE_SECRET_KEY), SPEC §2.8, §4.10, §8.3.
 */

const SLOW = { timeout: 30_000 }

const card = (page: Page, packageId: string) => page.locator(`article[data-package="${packageId}"]`)

/** A phone shows one card at a time: its supporter moves the carousel on (Next slide) until the card is on screen. */
async function bringIntoView(page: Page, packageId: string): Promise<Locator> {
  const target = card(page, packageId)
  await expect(target).toBeVisible(SLOW)
  const carousel = target.locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' packages-carousel ')][1]`)
  for (let step = 0; step < 6; step++) {
    const box = await target.boundingBox()
    const width = page.viewportSize()?.width ?? 0
    if (box && box.x >= 0 && box.x + box.width <= width + 1) return target
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await page.waitForTimeout(400) // the slide transition (SPEC §9.5: 0.2 to 0.6 s)
  }
  throw new Error(`card ${packageId} never came into view`)
}

async function openPackagesPage(page: Page): Promise<void> {
  await page.goto('/videos/subscriptions')
  await waitForHydration(page)
  await expect(page.getByRole('tab', { name: /Subscriptions/ })).toHaveAttribute('aria-selected', 'true')
}

/** The newest subscriber-only entry of feed 1. */
async function premiumEntry(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/videos/feed/1/sections/?section=current&pageIndex=0&pageSize=10')
  const items = (
    (await response.json()) as {
      sections: Array<{ itemData: Array<{ mediaData: { entryId: string }; metaData: { SysEntryEntitlements: string[] } }> }>
    }
  ).sections[0]!.itemData
  const premium = items.find(
    (v) => v.metaData.SysEntryEntitlements.includes('subscriber') && !v.metaData.SysEntryEntitlements.includes('?'),
  )
  if (!premium) throw new Error('feed 1 has no subscriber-only entry on its first page')
  return premium.mediaData.entryId
}

async function expectPlaying(page: Page): Promise<void> {
  await expect(page.locator('.video-player video')).toHaveCount(1, SLOW)
  await expect.poll(() => page.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.currentTime), SLOW).toBeGreaterThan(0.5)
}

/** The sandbox's hosted checkout (TEST MODE): 'Pay' signs Stripe-format events through our webhook and returns to success_url. */
async function payInSandbox(page: Page, amount: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//, SLOW)
  await expect(page.getByRole('status')).toContainText('TEST MODE')
  await page.getByRole('button', { name: amount }).click()
  await expect(page).toHaveURL(/\/payment-successful\?session_id=cs_/, SLOW)
}

test.describe('buying (issue 11, SPEC §2.8, §4.10)', () => {
  test.describe.configure({ timeout: 120_000 })
  // Refusals on purpose, which Chromium logs: a free account's premium video (403, code 1) before the
  // purchase, the plus tier from the UK (403), a voucher used twice (409).
  test.use({ allowedConsoleErrors: [/status of (403|409) /] })

  test('a free supporter buys the base subscription: paid in seconds, the locked premium video plays, the card says Manage Subscriptions', async ({
    page,
    request,
  }, testInfo) => {
    const email = accountCopy('buyer-base', testInfo)
    const entry = await premiumEntry(request)

    // Signed out: §4.10 the login prompt says why.
    await openPackagesPage(page)
    const townTv = card(page, 'town-tv-monthly')
    await expect(townTv.getByRole('button', { name: 'Buy - £5.99 p/m' })).toBeVisible(SLOW)
    await page.screenshot({ path: testInfo.outputPath('packages-page.png'), fullPage: true })
    await townTv.getByRole('button', { name: 'Buy - £5.99 p/m' }).click()
    const prompt = page.getByRole('dialog', { name: 'Log In' })
    await expect(prompt).toContainText('You must be logged in to purchase')
    await prompt.getByLabel('Email address').fill(email)
    await prompt.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await prompt.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(prompt).toBeHidden(SLOW)

    // The card's back holds the options text.
    await townTv.getByRole('button', { name: 'More about Town TV' }).click()
    await expect(townTv.getByRole('button', { name: 'Back to Town TV' })).toBeFocused()
    await expect(townTv.locator('.package-card__back')).toContainText('Billed monthly on the same day each month.')
    await townTv.getByRole('button', { name: 'Back to Town TV' }).click()

    // The premium video is locked for a free account.
    await page.goto(`/videos/${entry}`)
    await waitForHydration(page)
    await expect(page.locator('.video-player')).toContainText('Sorry but you do not have any subscriptions', SLOW)
    await expect(page.locator('.video-player video')).toHaveCount(0)
    // §4.4 code 1 opens the upgrade promo; its package link opens the packages overlay, which closes it (§2.8).
    const promo = page.getByRole('dialog', { name: 'Watch and listen live' })
    await expect(promo).toBeVisible(SLOW)
    await expect(promo.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/videos/subscriptions')
    await page.screenshot({ path: testInfo.outputPath('upgrade-promo.png') })
    await promo.getByRole('button', { name: 'See subscriptions' }).click()
    const overlay = page.getByRole('dialog', { name: 'Choose a subscription' })
    await expect(overlay).toBeVisible()
    await expect(promo).toBeHidden()
    await page.screenshot({ path: testInfo.outputPath('packages-overlay.png') })
    await overlay.locator('article[data-package="town-tv-monthly"]').getByRole('button', { name: 'Buy - £5.99 p/m' }).click()
    await payInSandbox(page, /^Pay £5\.99 per month$/)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    await expect(page.getByText('Town TV is now unlocked.')).toBeVisible(SLOW)
    await expect(page.locator('.payment-page__unlocks')).toContainText('Live audio commentary of every first-team fixture')
    await expect(page.locator('main')).not.toContainText('24 hours')
    await page.screenshot({ path: testInfo.outputPath('payment-successful.png'), fullPage: true })

    await page.goto(`/videos/${entry}`)
    await waitForHydration(page)
    await expectPlaying(page)

    await openPackagesPage(page)
    const held = card(page, 'town-tv-monthly')
    await expect(held.getByRole('button', { name: 'Manage Subscriptions' })).toBeVisible(SLOW)
    await expect(held).toContainText('You have this')
    // §4.10: already holding it opens the account panel, whose Manage Subscriptions opens the portal.
    await held.getByRole('button', { name: 'Manage Subscriptions' }).click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Manage Subscriptions' }).click()
    await expect(page).toHaveURL(/\/sandbox\/portal\//, SLOW)
    await expect(page.getByRole('heading', { name: 'Your subscriptions' })).toBeVisible()
  })

  test.describe('from Japan', () => {
    test.use(fromCountry('JP'))
    test('the plus tier is on sale and a purchase unlocks it', ONCE, async ({ page }, testInfo) => {
      const email = accountCopy('buyer-plus-jp', testInfo)
      await signInWithForm(page, email)
      await openPackagesPage(page)
      const plus = await bringIntoView(page, 'town-tv-plus')
      await expect(plus.getByRole('button', { name: 'Buy - £20 p/m' })).toBeVisible(SLOW)
      await expect(plus.getByRole('button', { name: 'Buy - £170' })).toBeVisible()
      await plus.getByRole('button', { name: 'Buy - £20 p/m' }).click()
      await payInSandbox(page, /^Pay £20(\.00)? per month$/)
      await expect(page.getByText('Town TV Plus is now unlocked.')).toBeVisible(SLOW)
      await expect(page.locator('.payment-page__unlocks')).toContainText('Live video of eligible matches where rights allow')
    })
  })

  test.describe('SPEC §4.11 upgrade path, from Japan', () => {
    test.use(fromCountry('JP'))
    const CANCEL_FIRST = 'You already have a Town TV subscription. Cancel it in Manage Subscriptions first, then buy Town TV Plus.'

    test(
      'a base subscriber is told on the plus card, before any request, to cancel first, with a keyboard-reachable Manage Subscriptions',
      ONCE,
      async ({ page }, testInfo) => {
        const email = accountCopy('upgrade-held-jp', testInfo) // a copy of subscriber@example.com
        const checkouts: string[] = []
        page.on('request', (r) => {
          if (r.url().includes('/api/payments/create-checkout')) checkouts.push(r.url())
        })
        await signInWithForm(page, email)
        await openPackagesPage(page)
        const plus = await bringIntoView(page, 'town-tv-plus')
        await expect(plus.locator('.package-card__cancel-first')).toContainText(CANCEL_FIRST, SLOW)
        const manage = plus.getByRole('button', { name: 'Manage Subscriptions' })
        await expect(manage).toBeVisible()
        await plus.screenshot({ path: testInfo.outputPath('plus-cancel-first.png') })
        // In the tab order just before the plus prices; Enter presses it. This copy's subscription was granted, not bought:
        // there is no customer, so the portal's §8.3 wording is said on the card.
        await plus.getByRole('button', { name: 'Buy - £20 p/m' }).focus()
        await page.keyboard.press('Shift+Tab')
        await expect(manage).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(plus.locator('.package-card__cancel-first')).toContainText('You have no subscriptions')
        // A press on a price says the reason under it and goes nowhere.
        await plus.getByRole('button', { name: 'Buy - £170' }).click()
        await expect(plus.locator('.package-card__message').last()).toHaveText(CANCEL_FIRST)
        await expect(page).toHaveURL(/\/videos\/subscriptions$/)
        expect(checkouts).toEqual([])
        // The base card is the held one (§2.8), with no such notice.
        await expect(card(page, 'town-tv-monthly').locator('.package-card__cancel-first')).toHaveCount(0)
      },
    )

    test(
      'a supporter who bought the base subscription cancels it from the plus card, then buys the plus tier',
      ONCE,
      async ({ page }, testInfo) => {
        const email = accountCopy('upgrade-path-jp', testInfo)
        await signInWithForm(page, email)
        await openPackagesPage(page)
        await card(page, 'town-tv-monthly').getByRole('button', { name: 'Buy - £5.99 p/m' }).click()
        await payInSandbox(page, /^Pay £5\.99 per month$/)
        await expect(page.getByText('Town TV is now unlocked.')).toBeVisible(SLOW)

        await openPackagesPage(page)
        let plus = await bringIntoView(page, 'town-tv-plus')
        await expect(plus.locator('.package-card__cancel-first')).toContainText(CANCEL_FIRST, SLOW)
        await plus.getByRole('button', { name: 'Manage Subscriptions' }).click()
        await expect(page).toHaveURL(/\/sandbox\/portal\//, SLOW)
        await page.getByRole('button', { name: 'Cancel now' }).click()
        await expect(page.locator('body')).toContainText('Cancelled', SLOW)
        await page.getByRole('link', { name: 'Return to the club site' }).click()
        await expect(page).toHaveURL(/\/videos\/subscriptions$/, SLOW)
        await waitForHydration(page)

        plus = await bringIntoView(page, 'town-tv-plus')
        await expect(plus.getByRole('button', { name: 'Buy - £20 p/m' })).toBeVisible(SLOW)
        await expect(plus.locator('.package-card__cancel-first')).toHaveCount(0)
        await plus.getByRole('button', { name: 'Buy - £20 p/m' }).click()
        await payInSandbox(page, /^Pay £20(\.00)? per month$/)
        await expect(page.getByText('Town TV Plus is now unlocked.')).toBeVisible(SLOW)
      },
    )
  })

  test.describe('from the UK', () => {
    test.use(fromCountry('GB'))
    test('the plus tier is refused with the reason, and nothing leaves for checkout', ONCE, async ({ page }, testInfo) => {
      const email = accountCopy('buyer-plus-gb', testInfo)
      await signInWithForm(page, email)
      await openPackagesPage(page)
      const plus = await bringIntoView(page, 'town-tv-plus')
      const reason =
        'Town TV Plus is for international supporters only: it cannot be bought in the UK, Ireland, the Channel Islands or the Isle of Man'
      await expect(plus.locator('.package-card__unavailable')).toHaveText(reason, SLOW)
      await plus.getByRole('button', { name: 'Buy - £20 p/m' }).click()
      await expect(plus.locator('.package-card__message').first()).toHaveText(reason)
      await expect(page).toHaveURL(/\/videos\/subscriptions$/)
      // The server refuses it too, with the same reason (403, no Stripe call).
      const answer = await page.evaluate(async () => {
        const response = await fetch('/api/payments/create-checkout', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-monthly' }),
        })
        return { status: response.status, body: (await response.json()) as { errors: Array<{ reason?: string; message: string }> } }
      })
      expect(answer.status).toBe(403)
      expect(answer.body.errors[0]).toMatchObject({ reason: 'homeNation', message: reason })
    })
  })

  test('the packages page: numbered tabs, the voucher overlay locks the page and closes on Cancel', async ({ page }, testInfo) => {
    await openPackagesPage(page)
    await page.getByRole('tab', { name: /Vouchers/ }).click()
    await page.getByRole('button', { name: 'Redeem a voucher' }).click()
    const voucher = page.getByRole('dialog', { name: 'Redeem a voucher' })
    await expect(voucher).toBeVisible()
    await expect(page.locator('body')).toHaveClass(/is-locked/)
    await expect(voucher.getByLabel('Voucher code')).toBeFocused()
    await page.screenshot({ path: testInfo.outputPath('voucher.png') })
    await voucher.getByRole('button', { name: 'Confirm' }).click()
    await expect(voucher).toContainText('Enter a voucher code')
    await voucher.getByRole('button', { name: 'Cancel' }).click()
    await expect(voucher).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/is-locked/)
    // Match passes tab: the cards or the §2.8 empty text.
    await page.getByRole('tab', { name: /Match passes/ }).click()
    await expect(page.locator('#packages-tabpanel')).toContainText(/Match Pass|There are currently no Match Passes available\./, SLOW)
    testInfo.annotations.push({ type: 'screenshots', description: testInfo.outputDir })
  })

  test(
    'vouchers are redeemed for real: a promotion code is applied at checkout (cancelled: nothing charged), a free week unlocks at once, once per account, and the card still offers the subscription',
    ONCE,
    async ({ page }, testInfo) => {
      const email = accountCopy('buyer-voucher', testInfo)
      await signInWithForm(page, email)
      await openPackagesPage(page)
      await page.getByRole('tab', { name: /Vouchers/ }).click()
      await page.getByRole('button', { name: 'Redeem a voucher' }).click()
      const voucher = page.getByRole('dialog', { name: 'Redeem a voucher' })
      await voucher.getByLabel('Voucher code').fill('TOWNTV-10OFF')
      await voucher.getByRole('button', { name: 'Confirm' }).click()
      await expect(voucher).toContainText('Voucher redeemed : TOWNTV-10OFF', SLOW)
      await voucher.getByRole('button', { name: 'Choose a subscription' }).click()
      const overlay = page.getByRole('dialog', { name: 'Choose a subscription' })
      await expect(overlay).toContainText('Voucher 10% off Town TV will be applied at checkout')
      await expect(voucher).toBeHidden()
      await overlay.locator('article[data-package="town-tv-monthly"]').getByRole('button', { name: 'Buy - £5.99 p/m' }).click()
      await expect(page).toHaveURL(/\/sandbox\/checkout\//, SLOW)
      await expect(page.getByRole('table', { name: 'Line items' })).toContainText('Discount')
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page).toHaveURL(/\/cancelled-payment/, SLOW)
      await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible()
      await expect(page.getByText('Your payment was cancelled and nothing was charged.')).toBeVisible()

      // SPEC §2.9: the overlay opens from the first footer call-to-action block of the packages widget.
      await openPackagesPage(page)
      await page.locator('.packages-widget__cta').first().getByRole('button', { name: 'Redeem a voucher' }).click()
      await expect(voucher).toBeVisible()
      await expect(page.locator('body')).toHaveClass(/\bis-locked\b/) // page scrolling locked while open
      await voucher.getByLabel('Voucher code').fill(' towntv-freeweek ')
      await voucher.getByRole('button', { name: 'Confirm' }).click()
      await expect(voucher).toContainText('Voucher redeemed : TOWNTV-FREEWEEK A free week of Town TV is now unlocked.', SLOW)
      await voucher.getByRole('button', { name: 'Confirm' }).click()
      await expect(voucher).toContainText('You have already used this voucher code', SLOW)
      await voucher.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('tab', { name: /Subscriptions/ }).click()
      // The free week opens the videos but is no subscription to manage (the portal would say 'You have no
      // subscriptions'): the card still offers to buy one (issue 11 §9).
      const monthly = card(page, 'town-tv-monthly')
      await expect(monthly.getByRole('button', { name: 'Buy - £5.99 p/m' })).toBeVisible(SLOW)
      await expect(monthly.getByRole('button', { name: 'Manage Subscriptions' })).toHaveCount(0)
    },
  )
})
