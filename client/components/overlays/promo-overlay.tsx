import { useCallback, useEffect, useRef } from 'react'
import { IMAGE_SIZES, responsiveImage } from '../../../shared/images'
import { nextPromo, PROMO_SEEN_COOKIE, PROMO_SEEN_EXPIRES, withSeenPromo } from '../../../shared/rules/promo-seen'
import type { OverlayPromo } from '../../../shared/types/promo'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import type { AppState } from '../../state/app-store'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay, openOverlay } from '../../state/ui-state'
import { readCookie, writeCookie } from './cookies'

async function loadPromos(): Promise<OverlayPromo[]> {
  const response = await fetch('/api/promo-overlays/?channel=Web', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`promo overlays answered ${response.status}`)
  return ((await response.json()) as { body: OverlayPromo[] }).body
}

/**
 * SPEC §4.8: load the active promos, show the first not yet seen, lock the
 * background and record its id in the promo-seen cookie (until 2099).
 * Promos are fetched again when the tab becomes visible and none is active.
 * The spec sets no condition on the cookie choice: on a first visit the
 * promo dialog sits above the cookie notice, which is still there after it.
 */
function usePromoLoader(store: AppState): void {
  useEffect(() => {
    let cancelled = false
    const check = () => {
      if (store.ui.activePromo || store.chrome.siteLocked) return
      loadPromos()
        .then((promos) => {
          const promo = nextPromo(promos, readCookie(PROMO_SEEN_COOKIE))
          if (cancelled || !promo || store.ui.activePromo) return
          writeCookie(PROMO_SEEN_COOKIE, withSeenPromo(readCookie(PROMO_SEEN_COOKIE), promo.promoID), {
            expires: PROMO_SEEN_EXPIRES,
            domain: store.chrome.cookieDomain,
          })
          store.ui.activePromo = promo
          openOverlay(store.ui, 'promoOverlay')
        })
        // SPEC §8.3: promo load failures are logged only.
        .catch((err: unknown) => console.warn('promo overlays failed', err instanceof Error ? err.message : String(err)))
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    check()
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

// promo-overlay.css: the panel is 560 px (320 px for a mini promo) or the screen less its margins.
const PANEL_SIZES = '(min-width: 592px) 560px, calc(100vw - 32px)'
const MINI_SIZES = '(min-width: 352px) 320px, calc(100vw - 32px)'

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
      {...responsiveImage(promo.imageKey, IMAGE_SIZES.promo, promo.type === 'Mini' ? MINI_SIZES : PANEL_SIZES)}
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
