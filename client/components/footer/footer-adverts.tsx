import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { eligibleFooterAdverts, FooterAdvert } from './footer-advert'
import { FooterSlots } from './footer-slots'

/**
 * SPEC §2.10 footer advert blocks (issue 12 §2): the v1 footer advert beside the
 * three square footer slots, in one band labelled for assistive technology.
 * Nothing at all when advertising is off or nothing could be shown.
 */
export function FooterAdverts() {
  const { chrome, ui } = useAppSnapshot()
  const t = useT()
  if (ui.advertisingDisabled) return null
  const v1 = eligibleFooterAdverts(chrome.footerAdverts, chrome.childFriendly).length > 0
  if (!v1 && chrome.footerSlots.length === 0) return null
  return (
    <aside className="footer-adverts" aria-label={t('advert.band')}>
      {/* On a phone the squares scroll sideways; the strip is focusable so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <div className="footer-adverts__strip" tabIndex={0}>
        {v1 ? <FooterAdvert /> : null}
        <FooterSlots slots={chrome.footerSlots} />
      </div>
    </aside>
  )
}
