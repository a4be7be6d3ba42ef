import { type RefObject, useEffect, useRef } from 'react'
import {
  type ConsentChoice,
  CONSENT_CATEGORIES_COOKIE,
  CONSENT_GIVEN_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  categoriesFor,
  serializeCategories,
} from '../../../shared/rules/cookie-consent'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { writeCookie } from './cookies'

/**
 * SPEC §2.10, §4.7 cookie popup: 'Cookie Notice' with 'Find out more',
 * 'Accept All Cookies' and 'Only Essential'. The server renders it only
 * while cookie_consent_given is absent, so a returning visitor never sees it
 * flash. Both choices set the consent cookies for 60 days.
 */
export function CookiePopup() {
  const { chrome, ui, payload } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const section = useRef<HTMLElement>(null)
  useReservedHeight(section, !ui.cookiesConsent.given)
  if (ui.cookiesConsent.given) return null
  // Editors configure the English texts (SPEC §3 web settings: cookie texts);
  // an Arabic page reads the Arabic catalogue's.
  const configured = chrome.settings.cookieTexts
  const cookieTexts = payload.locale === 'en' ? configured : { ...configured, title: t('cookie.title'), body: t('cookie.body') }
  const choose = (choice: ConsentChoice) => {
    const categories = categoriesFor(choice)
    writeCookie(CONSENT_GIVEN_COOKIE, 'true', { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, domain: chrome.cookieDomain })
    writeCookie(CONSENT_CATEGORIES_COOKIE, serializeCategories(categories), {
      maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
      domain: chrome.cookieDomain,
    })
    store.ui.cookiesConsent = { given: true, ...categories }
  }
  return (
    <section ref={section} className="cookie-popup" aria-labelledby="cookie-popup-title">
      <div className="cookie-popup__inner">
        <div className="cookie-popup__text">
          <h2 id="cookie-popup-title" className="cookie-popup__title">
            {cookieTexts.title}
          </h2>
          <p>{cookieTexts.body}</p>
        </div>
        <div className="cookie-popup__actions">
          <a className="chrome-button chrome-button--ghost-light" href={cookieTexts.findOutMoreUrl}>
            {t('cookie.findOutMore')}
          </a>
          <button type="button" className="chrome-button chrome-button--ghost-light" onClick={() => choose('onlyEssential')}>
            {t('cookie.onlyEssential')}
          </button>
          <button type="button" className="chrome-button chrome-button--primary" onClick={() => choose('acceptAll')}>
            {t('cookie.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  )
}

/** The custom property cookie-popup.css reserves at the bottom of the scroll area (scroll-padding-bottom). */
const HEIGHT_PROPERTY = '--cookie-popup-height'

/**
 * Publishes the fixed banner's height on <html> while it is shown, so an element focused or scrolled
 * to lands above it and not behind it (WCAG 2.4.11). It follows the banner's size as the text wraps.
 */
function useReservedHeight(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current
    if (!shown || !element) return
    const root = document.documentElement
    const publish = () => root.style.setProperty(HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`)
    publish()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(HEIGHT_PROPERTY)
    }
  }, [ref, shown])
}
