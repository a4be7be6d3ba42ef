import { IMAGE_SIZES, type ResponsiveImage, responsiveImage } from '../../../shared/images'
import { nextPromo, PROMO_SEEN_COOKIE } from '../../../shared/rules/promo-seen'
import type { Chrome } from '../../../shared/types/page-payload'
import type { OverlayPromo } from '../../../shared/types/promo'
import { readCookie } from './cookies'

// promo-overlay.css: the panel is 560 px (320 px for a mini promo) or the screen less its margins.
const PANEL_SIZES = '(min-width: 592px) 560px, calc(100vw - 32px)'
const MINI_SIZES = '(min-width: 352px) 320px, calc(100vw - 32px)'

/** SPEC §9.5: the promo image is 1400 by 1400, shown at the panel's size for its variant (Default or Mini). */
export function promoImage(promo: Pick<OverlayPromo, 'imageKey' | 'type'>): ResponsiveImage {
  return responsiveImage(promo.imageKey, IMAGE_SIZES.promo, promo.type === 'Mini' ? MINI_SIZES : PANEL_SIZES)
}

/** The promo this visitor will be shown from the page's own list (SPEC §4.8), or null. */
export function promoFromPage(chrome: Pick<Chrome, 'promos' | 'siteLocked'>, now = new Date()): OverlayPromo | null {
  if (chrome.siteLocked) return null
  return nextPromo(chrome.promos, readCookie(PROMO_SEEN_COOKIE), now)
}

/**
 * Starts the promo's picture before the page hydrates: the dialog that shows
 * it only renders once the page's code has run, and a new visitor sees the
 * promo first. The same srcset and sizes as the dialog's <img>, so that one
 * takes over this request.
 */
export function preloadPromoImage(chrome: Pick<Chrome, 'promos' | 'siteLocked'>): void {
  const promo = promoFromPage(chrome)
  if (!promo) return
  const { src, srcSet, sizes } = promoImage(promo)
  const image = new Image()
  // High: the dialog covers the page, so its picture is what a new visitor sees first (Lighthouse's
  // largest paint). At low priority Chrome queued it behind every thumbnail of /videos' carousels.
  image.fetchPriority = 'high'
  if (sizes) image.sizes = sizes
  if (srcSet) image.srcset = srcSet
  image.src = src
}
