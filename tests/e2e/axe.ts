import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 A and AA, as issue 13 §7 asks. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe's serious and critical violations on the page as it is now, each with where it found them. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // An overlay still fading in has text at part opacity: axe would measure the contrast of a frame
  // no one reads. Wait for the finite animations running now (spinners loop forever: not those).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Legacy mode: axe.run in the page itself. The default (runPartial in each frame, then finishRun in a blank
  // page opened for it, for frames of other origins) took 2.4x as long on our pages (home 7.8 -> 3.3 s, the match
  // centre 6.9 -> 2.7 s, /club 3.2 -> 1.3 s) for the same passes and violations. The site renders no frames (an
  // article's iframes are dropped: shared/rules/html-allow-list.ts), so there is no other origin for it to reach.
  const results = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode().analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
