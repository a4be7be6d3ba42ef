import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Issue 12 §4: cards and heroes carry a srcset, so a phone fetches a
 * phone-sized picture and a desktop a larger one; the lead story is a taller
 * crop on phones (art direction), a news card on a narrow phone a 16:9 band.
 */
async function fetched(page: Page, image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true)
  const { src, shown, dpr } = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    shown: img.getBoundingClientRect().width,
    dpr: window.devicePixelRatio,
  }))
  const [, width, height] = /\/images\/(\d+)x(\d+)\//.exec(new URL(src).pathname) ?? []
  const response = await page.request.get(src, { headers: { Accept: 'image/avif,image/webp,*/*' } })
  return { width: Number(width), height: Number(height), need: shown * dpr, type: response.headers()['content-type'] }
}

test('the home page fetches its pictures at the size the screen shows them', async ({ page }, testInfo) => {
  await page.goto('/')
  const lead = await fetched(page, page.locator('.news-card--lead img'))
  const card = await fetched(page, page.locator('.news-card--standard img').first())
  for (const picture of [lead, card]) {
    expect(picture.type).toMatch(/^image\/(avif|webp)$/)
    // Sharp enough for the screen (within the ladder's step), never more than twice what it shows.
    expect(picture.width).toBeGreaterThanOrEqual(picture.need * 0.6)
    expect(picture.width).toBeLessThanOrEqual(picture.need * 2)
  }
  if (testInfo.project.name === 'phone') {
    // 375 px at 2x: a 4:5 lead of at most 960 px and a 16:9 band for the card, not the 1200 px hero or the square.
    expect(lead.width / lead.height).toBeCloseTo(0.8, 2)
    expect(lead.width).toBeLessThanOrEqual(960)
    expect(card.width / card.height).toBeCloseTo(16 / 9, 1)
    expect(card.width).toBeLessThanOrEqual(800)
  } else {
    // 1440 px at 1x: the 16:9 lead across the screen, cards of a quarter of the container.
    expect(lead.width / lead.height).toBeCloseTo(16 / 9, 1)
    expect(lead.width).toBeGreaterThanOrEqual(1440)
    expect(card.width).toBe(card.height)
    expect(card.width).toBeLessThanOrEqual(480)
  }
})
