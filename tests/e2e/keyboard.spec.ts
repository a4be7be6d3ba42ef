import { expect, test, waitForHydration } from './fixtures'

test('a keyboard user opens the main menu, moves inside it and closes it with Escape', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)

  const burger = page.locator('.site-header__burger')
  const menu = page.locator('#main-menu')
  await expect(menu).toBeHidden()

  await burger.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await expect(menu).toHaveAttribute('role', 'dialog')
  await expect(burger).toHaveAttribute('aria-expanded', 'true')
  // Focus moved into the dialog and stays there while tabbing.
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Tab')
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(burger).toHaveAttribute('aria-expanded', 'false')
  await expect(burger).toBeFocused()
})
