import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures'

const DEMO_PASSWORD = 'town-tv-demo'

export interface ChromeChoices {
  /** The cookie choice made (default) or not: not made, the cookie notice shows (SPEC §4.7). */
  consent?: boolean
  /** The one promo type left unseen, so it opens on the first page (SPEC §4.8); none by default. */
  showPromo?: 'Default' | 'Mini'
}

/** The cookie choice and the promos seen, as the cookies of a returning supporter's browser. */
export async function chooseChromeCookies(
  context: BrowserContext,
  request: APIRequestContext,
  url: string,
  choices: ChromeChoices = {},
): Promise<void> {
  const answer = await request.get('/api/promo-overlays/?channel=Web')
  const promos = ((await answer.json()) as { body: Array<{ promoID: number; type: string }> }).body
  if (choices.showPromo && !promos.some((p) => p.type === choices.showPromo)) {
    throw new Error(`no ${choices.showPromo} promo is active today: the demo calendar has moved on`)
  }
  const seen = promos.filter((p) => p.type !== choices.showPromo).map((p) => p.promoID)
  const cookies = [{ name: 'promo_seen', value: seen.join('.'), url }]
  if (choices.consent !== false) {
    cookies.push({ name: 'cookie_consent_given', value: 'true', url }, { name: 'cookie_consent_categories', value: '', url })
  }
  await context.addCookies(cookies)
}

/** Signs a demo account in from inside the page, as the login form does, so the browser holds its session cookies. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/account/login')
  await waitForHydration(page)
  const status = await page.evaluate(
    async ({ username, password }) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      ).status,
    { username: email, password: DEMO_PASSWORD },
  )
  expect(status, `signing ${email} in`).toBe(200)
}

/**
 * The page of the newest video of feed 1 anyone may watch ('free'), or only
 * subscribers ('premium': it opens the player, which a free account cannot play).
 */
export async function feedEntry(page: Page, kind: 'free' | 'premium'): Promise<string> {
  const response = await page.request.get('/api/videos/feed/1/sections/?section=current&pageIndex=0&pageSize=10')
  type Item = { mediaData: { entryId: string }; metaData: { SysEntryEntitlements: string[] } }
  const items = ((await response.json()) as { sections: Array<{ itemData: Item[] }> }).sections[0]?.itemData ?? []
  const entry = items.find(({ metaData: { SysEntryEntitlements: codes } }) =>
    kind === 'free' ? codes.includes('?') : codes.includes('subscriber') && !codes.includes('?'),
  )
  if (!entry) throw new Error(`feed 1 has no ${kind} entry on its first page`)
  return `/videos/${entry.mediaData.entryId}`
}

export const premiumEntry = (page: Page) => feedEntry(page, 'premium')
