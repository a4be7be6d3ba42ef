/**
 * What fills an in-page advert slot (page-advert.tsx), loaded only once the slot
 * asks for its advert, so no page's first JavaScript carries it: the request to
 * GET /api/experiments/data (SPEC §7) and the advert's tracked link and picture.
 */
import { AD_SIZES, adSizeOf, type ResponsiveImage, responsiveImage } from '../../../shared/images'
import type { PageAdvertPlacement } from '../../../shared/rules/page-advert'
import type { Advert } from '../../../shared/types/advert'
import { TrackedAdvertLink } from '../../tracking/tracked-advert-link'

/** SPEC §9.5: the desktop image from the tablet breakpoint; under it the mobile one at mpu size. */
export const DESKTOP_MEDIA = '(min-width: 760px)'

// How wide the slot shows each size: its own width, or the column's (the container's padding is 24 px from 760 px).
const SIZES = {
  mpu: '300px',
  banner: 'min(728px, calc(100vw - 48px))',
  'large-banner': 'min(1000px, calc(100vw - 48px))',
} as const

/** A <source> takes the candidates as srcSet (its src is the one candidate of an SVG). */
function sourceOf(image: ResponsiveImage): { srcSet: string; sizes?: string } {
  return { srcSet: image.srcSet ?? image.src, sizes: image.sizes }
}

export function PageAdvertLink({ placement, advert, routeUrl }: { placement: PageAdvertPlacement; advert: Advert; routeUrl: string }) {
  const { mobile, desktop } = advert.advertData.images
  const desktopSize = adSizeOf(desktop.imageSize)
  return (
    <TrackedAdvertLink
      advert={{
        placement,
        advertID: advert.advertID,
        advertName: advert.advertTitle,
        advertRef: '',
        campaignRef: '',
        url: advert.advertData.url,
      }}
      routeUrl={routeUrl}
      className="page-advert__link"
      data={{ 'data-page-advert-id': advert.advertID, 'data-advert-size': desktopSize }}
    >
      <picture>
        {desktopSize === 'mpu' ? null : (
          <source
            media={DESKTOP_MEDIA}
            {...sourceOf(responsiveImage(desktop.key, AD_SIZES[desktopSize], SIZES[desktopSize]))}
            width={AD_SIZES[desktopSize].width}
            height={AD_SIZES[desktopSize].height}
          />
        )}
        <img
          {...responsiveImage(mobile.key, AD_SIZES.mpu, SIZES.mpu)}
          alt={advert.advertTitle}
          width={AD_SIZES.mpu.width}
          height={AD_SIZES.mpu.height}
          decoding="async"
        />
      </picture>
    </TrackedAdvertLink>
  )
}

function isAdvert(value: unknown): value is Advert {
  const advert = value as Advert | null
  return (
    typeof advert?.advertID === 'number' &&
    typeof advert.advertTitle === 'string' &&
    typeof advert.placement === 'string' &&
    typeof advert.childFriendly === 'boolean' &&
    typeof advert.advertData?.url === 'string' &&
    typeof advert.advertData.images?.mobile?.key === 'string' &&
    typeof advert.advertData.images.desktop?.key === 'string'
  )
}

/**
 * The adverts this visitor may see now (the server applied SPEC §5 and child-friendly
 * mode), or none when the load failed: logged only, the area stays empty (§8.3).
 * Broken entries are skipped, never a broken page.
 */
export async function loadPageAdverts(signal: AbortSignal): Promise<Advert[]> {
  try {
    const response = await fetch('/api/experiments/data', { headers: { Accept: 'application/json' }, signal })
    if (!response.ok) throw new Error(`experiments data answered ${response.status}`)
    const body = (await response.json()) as { body?: { adverts?: unknown } }
    const adverts = body.body?.adverts
    if (!Array.isArray(adverts)) throw new Error('experiments data answered without adverts')
    return adverts.filter(isAdvert)
  } catch (err) {
    if (!signal.aborted) console.warn('page advert failed to load', err instanceof Error ? err.message : String(err))
    return []
  }
}
