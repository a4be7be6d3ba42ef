/**
 * What the footer's advert squares show once filled (issue 12 §2, §3), loaded
 * only when the 2 s of SPEC §4.8 are up, so no page's first JavaScript carries
 * it: the v1 advert's link, a slot advert's link, and the slot advert request.
 */
import { IMAGE_SIZES, imageKeyOfUrl, type ResponsiveImage, responsiveImage } from '../../../shared/images'
import { advertDisplayState } from '../../../shared/rules/advert-eligibility'
import type { FooterAdvert } from '../../../shared/types/site'
import type { FooterSlotId, SlotAdvert } from '../../../shared/types/slot-advert'
import { TrackedAdvertLink } from '../../tracking/tracked-advert-link'

// SPEC §9.5: the footer advert is at most 250 px wide; a slot square is at most 300 px (mpu), a little
// less where the row of four is narrower than 1240 px, and the phone strip's square (site-footer.css).
const FOOTER_ADVERT = { width: 250, height: 250 }
const SLOT_SIZES = '(min-width: 760px) 300px, min(300px, calc(100vw - 80px))'

/** A <source> takes the candidates as srcSet (its src is the one candidate of an SVG). */
function sourceOf(image: ResponsiveImage): { srcSet: string; sizes?: string } {
  return { srcSet: image.srcSet ?? image.src, sizes: image.sizes }
}

export function FooterAdvertLink({ advert, routeUrl }: { advert: FooterAdvert; routeUrl: string }) {
  return (
    <TrackedAdvertLink
      advert={{
        placement: 'footer',
        advertID: advert.advertID,
        advertName: advert.advertName,
        advertRef: '',
        campaignRef: '',
        url: advert.targetUrl,
      }}
      routeUrl={routeUrl}
      className="footer-advert__link"
      data={{ 'data-advert-id': advert.advertID }}
    >
      <img
        {...responsiveImage(imageKeyOfUrl(advert.imageData.Location), FOOTER_ADVERT, '250px')}
        alt={advert.advertName}
        width={FOOTER_ADVERT.width}
        height={FOOTER_ADVERT.height}
      />
    </TrackedAdvertLink>
  )
}

export function SlotAdvertLink({ slot, advert, routeUrl }: { slot: FooterSlotId; advert: SlotAdvert; routeUrl: string }) {
  return (
    <TrackedAdvertLink
      advert={{
        placement: slot,
        advertID: advert.id,
        advertName: advert.advertName,
        advertRef: advert.advertRef,
        campaignRef: advert.campaignRef,
        url: advert.url,
      }}
      routeUrl={routeUrl}
      className="footer-slot__link"
      data={{ 'data-slot-advert-id': advert.id }}
    >
      {/* SPEC §9.5: 750x750 advert images, shown at mpu size (300 px); the desktop key from 760 px. */}
      <picture>
        <source media="(min-width: 760px)" {...sourceOf(responsiveImage(advert.images.desktop.imageKey, IMAGE_SIZES.advert, SLOT_SIZES))} />
        <img
          {...responsiveImage(advert.images.mobile.imageKey, IMAGE_SIZES.advert, SLOT_SIZES)}
          alt={advert.advertName}
          width={IMAGE_SIZES.advert.width}
          height={IMAGE_SIZES.advert.height}
          decoding="async"
        />
      </picture>
    </TrackedAdvertLink>
  )
}

/**
 * GET /api/advertising/slots/{slotID}: one random eligible advert, or null when the
 * slot has none now (404) or the load failed (logged only, SPEC §8.3).
 */
export async function loadSlotAdvert(slot: FooterSlotId, signal: AbortSignal): Promise<SlotAdvert | null> {
  try {
    const response = await fetch(`/api/advertising/slots/${slot}`, { headers: { Accept: 'application/json' }, signal })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`slot ${slot} answered ${response.status}`)
    const body = (await response.json()) as { data?: { attributes?: { advert?: SlotAdvert } } }
    const advert = body.data?.attributes?.advert
    if (!advert) throw new Error(`slot ${slot} answered without an advert`)
    // SPEC §5 display check on this side too (the server did child-friendly mode): never an advert without a destination or an image.
    const display = advertDisplayState(
      { url: advert.url, imageKey: advert.images.mobile.imageKey, childFriendly: advert.childFriendly },
      { childFriendlyMode: false },
    )
    return display === 'eligible' ? advert : null
  } catch (err) {
    if (!signal.aborted) console.warn('footer slot advert failed to load', err instanceof Error ? err.message : String(err))
    return null
  }
}
