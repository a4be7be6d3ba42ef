import { useEffect, useState } from 'react'
import { advertDisplayState, pickAtRandom } from '../../../shared/rules/advert-eligibility'
import type { FooterAdvert as FooterAdvertData } from '../../../shared/types/site'
import { FOOTER_ADVERT_DELAY_MS } from '../../../shared/timing'
import { useAppSnapshot } from '../../state/store-context'
import { lazyPart } from '../lazy-part'

// The link and its tracking load with the advert, 2 s in (footer-advert-fill.tsx).
const FooterAdvertLink = lazyPart(() => import('./footer-advert-fill').then((m) => m.FooterAdvertLink))

/**
 * SPEC §2.10 footer advert block (v1): 2 s after each route change, one advert is
 * picked at random among those the §5 rule finds eligible (destination URL,
 * image, child-friendly check). The server already left out the ones
 * child-friendly mode hides; the rule checks again on this side. Its square is
 * kept from the first paint, so the advert arriving later moves nothing.
 */
export function FooterAdvert() {
  const { chrome, payload } = useAppSnapshot()
  const [advert, setAdvert] = useState<FooterAdvertData | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: payload.url is the trigger: a new pick 2 s after every route change (SPEC §4.8).
  useEffect(() => {
    setAdvert(null)
    const timer = setTimeout(
      () => setAdvert(pickAtRandom(eligibleFooterAdverts(chrome.footerAdverts, chrome.childFriendly))),
      FOOTER_ADVERT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [payload.url, chrome])
  return <div className="footer-advert">{advert ? <FooterAdvertLink advert={advert} routeUrl={payload.url} /> : null}</div>
}

export function eligibleFooterAdverts(adverts: readonly FooterAdvertData[], childFriendlyMode: boolean): FooterAdvertData[] {
  return adverts.filter(
    (a) =>
      advertDisplayState({ url: a.targetUrl, imageKey: a.imageData.Location, childFriendly: a.childFriendly }, { childFriendlyMode }) ===
      'eligible',
  )
}
