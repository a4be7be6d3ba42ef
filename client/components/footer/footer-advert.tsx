import { useEffect, useState } from 'react'
import { imageKeyOfUrl, responsiveImage } from '../../../shared/images'
import { advertDisplayState, pickAtRandom } from '../../../shared/rules/advert-eligibility'
import type { FooterAdvert as FooterAdvertData } from '../../../shared/types/site'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { FOOTER_ADVERT_DELAY_MS } from '../../../shared/timing'

/**
 * SPEC §2.10 footer advert block: 2 s after each route change, one advert is
 * picked at random among those the §5 rule finds eligible (destination URL,
 * image, child-friendly check). The server already left out the ones
 * child-friendly mode hides; the rule checks again on this side.
 */
export function FooterAdvert() {
  const { chrome, payload, ui } = useAppSnapshot()
  const t = useT()
  const [advert, setAdvert] = useState<FooterAdvertData | null>(null)
  const hasEligible = eligibleAdverts(chrome.footerAdverts, chrome.childFriendly).length > 0 && !ui.advertisingDisabled
  // biome-ignore lint/correctness/useExhaustiveDependencies: payload.url is the trigger: a new pick 2 s after every route change (SPEC §4.8).
  useEffect(() => {
    setAdvert(null)
    if (!hasEligible) return
    const timer = setTimeout(
      () => setAdvert(pickAtRandom(eligibleAdverts(chrome.footerAdverts, chrome.childFriendly))),
      FOOTER_ADVERT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [payload.url, chrome, hasEligible])
  // The slot keeps its height from the first paint, so the advert arriving later moves nothing.
  if (!hasEligible) return null
  const external = advert ? /^https?:\/\//.test(advert.targetUrl) : false
  return (
    <aside className="footer-advert" aria-label={t('advert.label')}>
      {advert ? (
        <a
          href={advert.targetUrl}
          className="footer-advert__link"
          data-advert-id={advert.advertID}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer sponsored' } : {})}
        >
          <img
            {...responsiveImage(imageKeyOfUrl(advert.imageData.Location), FOOTER_ADVERT, '250px')}
            alt={advert.advertName}
            width={250}
            height={250}
          />
        </a>
      ) : null}
    </aside>
  )
}

// SPEC §9.5: the footer advert is at most 250 px wide.
const FOOTER_ADVERT = { width: 250, height: 250 }

function eligibleAdverts(adverts: readonly FooterAdvertData[], childFriendlyMode: boolean): FooterAdvertData[] {
  return adverts.filter(
    (a) =>
      advertDisplayState({ url: a.targetUrl, imageKey: a.imageData.Location, childFriendly: a.childFriendly }, { childFriendlyMode }) ===
      'eligible',
  )
}
