import type { Locator } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const leftOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().left)

test('a CMS carousel swipes to the next slide', async ({ page }, testInfo) => {
  await page.goto('/club')
  await waitForHydration(page)
  const carousel = page.locator('.carousel').first()
  // Swiper loads on demand a moment after mount (SPEC §9.5: 100 ms).
  await expect(carousel.locator('.carousel__viewport')).toHaveClass(/swiper-initialized/)
  const slides = carousel.locator('.carousel__slide')
  await expect(slides.nth(0)).toHaveClass(/swiper-slide-active/)
  const previous = carousel.getByRole('button', { name: 'Previous slide' })
  await expect(previous).toBeDisabled()
  await carousel.scrollIntoViewIfNeeded()
  const start = await leftOf(slides.nth(0))

  if (testInfo.project.name === 'phone') {
    // One slide per view on a phone: a finger swipe (real touch events through CDP) moves a whole slide on.
    await carousel.locator('.carousel__viewport').scrollIntoViewIfNeeded()
    const box = await carousel.locator('.carousel__viewport').boundingBox()
    if (!box) throw new Error('carousel not laid out')
    const y = Math.round(box.y + box.height / 2)
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y }] })
    await touch('touchStart', box.x + box.width * 0.85)
    for (let step = 1; step <= 10; step++) await touch('touchMove', box.x + box.width * (0.85 - 0.07 * step))
    await touch('touchEnd', box.x + box.width * 0.15)
    await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/)
  } else {
    // Three slides and a 180 px peek on a desktop: 'next' brings the rest into view.
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeDisabled()
  }
  await expect.poll(() => leftOf(slides.nth(0))).toBeLessThan(start - 100)
  await expect(previous).toBeEnabled()

  await previous.click()
  await expect(slides.nth(0)).toHaveClass(/swiper-slide-active/)
  await expect.poll(() => leftOf(slides.nth(0))).toBeCloseTo(start, 0)
})

test('the carousel is a plain scrollable list without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/club')
  const track = page.locator('.carousel__track').first()
  await expect(track.locator('.carousel__slide')).toHaveCount(4)
  expect(await track.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
  await context.close()
})

test('tabbing to a slide out of view slides it fully into the carousel', async ({ page }) => {
  await page.goto('/club')
  await waitForHydration(page)
  const carousel = page.locator('.carousel').first()
  const viewport = carousel.locator('.carousel__viewport')
  await expect(viewport).toHaveClass(/swiper-initialized/)
  await viewport.scrollIntoViewIfNeeded()
  const last = carousel.locator('.carousel__slide').last()
  const edges = (locator: Locator) =>
    locator.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right }
    })
  const inside = async () => {
    const [box, slide] = await Promise.all([edges(viewport), edges(last)])
    return slide.left >= box.left - 1 && slide.right <= box.right + 1
  }
  // Three slides and a peek on a desktop, one and a peek on a phone: the last card starts out of view.
  expect(await inside()).toBe(false)

  // From the carousel's heading link, Tab on (past the arrows and the cards) until the last card has focus.
  await carousel.locator('.carousel__link').focus()
  const focusInLast = () => last.evaluate((el) => el.contains(document.activeElement))
  for (let step = 0; step < 10 && !(await focusInLast()); step++) await page.keyboard.press('Tab')
  expect(await focusInLast()).toBe(true)

  // Swiper slides it in whole: not clipped, no native scroll out of step, and the arrows know the end is reached.
  await expect.poll(inside).toBe(true)
  expect(await viewport.evaluate((el) => el.scrollLeft)).toBe(0)
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeDisabled()
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeEnabled()
})
