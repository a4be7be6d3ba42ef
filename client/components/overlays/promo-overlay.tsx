import { useCallback, useEffect, useRef } from 'react'
import { IMAGE_SIZES } from '../../../shared/images'
import { nextPromo, PROMO_SEEN_COOKIE, PROMO_SEEN_EXPIRES, withSeenPromo } from '../../../shared/rules/promo-seen'
import type { OverlayPromo } from '../../../shared/types/promo'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import type { AppState } from '../../state/app-store'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay, openOverlay } from '../../state/ui-state'
import { readCookie, writeCookie } from './cookies'
import { promoFromPage, promoImage } from './promo-image'

async function loadPromos(): Promise<OverlayPromo[]> {
  const response = await fetch('/api/promo-overlays/?channel=Web', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`promo overlays answered ${response.status}`)
  return ((await response.json()) as { body: OverlayPromo[] }).body
}

/**
 * SPEC §4.8: load the active promos, show the first not yet seen, lock the
 * background and record its id in the promo-seen cookie (until 2099). The
 * page brings the active promos with it (Chrome.promos), so a new visitor's
 * promo needs no round trip; when none of them is left to show, and when the
 * tab becomes visible with none active, they are fetched. The spec sets no
 * condition on the cookie choice: on a first visit the promo dialog sits above
 * the cookie notice, which is still there after it.
 */
function usePromoLoader(store: AppState): void {
  useEffect(() => {
    let cancelled = false
    const show = (promo: OverlayPromo | null) => {
      if (cancelled || !promo || store.ui.activePromo || store.chrome.siteLocked) return
      writeCookie(PROMO_SEEN_COOKIE, withSeenPromo(readCookie(PROMO_SEEN_COOKIE), promo.promoID), {
        expires: PROMO_SEEN_EXPIRES,
        domain: store.chrome.cookieDomain,
      })
      store.ui.activePromo = { ...promo }
      openOverlay(store.ui, 'promoOverlay')
    }
    const check = () => {
      if (store.ui.activePromo || store.chrome.siteLocked) return
      loadPromos()
        .then((promos) => show(nextPromo(promos, readCookie(PROMO_SEEN_COOKIE), new Date())))
        // SPEC §8.3: promo load failures are logged only.
        .catch((err: unknown) => console.warn('promo overlays failed', err instanceof Error ? err.message : String(err)))
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    // Nothing to show from the page's list (all seen, or a cached page older than a new promo): ask now.
    const fromPage = promoFromPage(store.chrome)
    if (fromPage) show(fromPage)
    else check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [store])
}

/** SPEC §2.10 overlay promo, Default (large) or Mini (compact) image variant; closing returns focus. */
export function PromoOverlay() {
  const store = useStore()
  const { ui } = useAppSnapshot()
  usePromoLoader(store)
  const promo = ui.promoOverlayOpen ? ui.activePromo : null
  if (!promo) return null
  return <PromoDialog promo={promo} />
}

function PromoDialog({ promo }: { promo: Readonly<OverlayPromo> }) {
  const store = useStore()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const dismiss = useCallback(() => {
    closeOverlay(store.ui, 'promoOverlay')
    store.ui.activePromo = null
  }, [store])
  useFocusTrap(panel, true, dismiss)
  const image = (
    <img
      {...promoImage(promo)}
      fetchPriority="high"
      alt={promo.imageAltText}
      width={IMAGE_SIZES.promo.width}
      height={IMAGE_SIZES.promo.height}
    />
  )
  const external = promo.webNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <div className={`promo-overlay promo-overlay--${promo.type.toLowerCase()}`}>
      <div className="overlay-underlay" onClick={dismiss} aria-hidden="true" />
      <div ref={panel} className="promo-overlay__panel" role="dialog" aria-modal="true" aria-label={promo.title || t('promo.label')}>
        <button type="button" className="overlay-close promo-overlay__close" onClick={dismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('promo.close')}</span>
        </button>
        {promo.url ? (
          <a className="promo-overlay__link" href={promo.url} onClick={dismiss} {...external}>
            {image}
          </a>
        ) : (
          image
        )}
      </div>
    </div>
  )
}
