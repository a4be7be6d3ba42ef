import { useEffect } from 'react'
import { nextPromo, PROMO_SEEN_COOKIE, PROMO_SEEN_EXPIRES, withSeenPromo } from '../../../shared/rules/promo-seen'
import type { OverlayPromo } from '../../../shared/types/promo'
import type { AppState } from '../../state/app-store'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay, openOverlay } from '../../state/ui-state'
import { lazyPart } from '../lazy-part'
import { readCookie, writeCookie } from './cookies'
import { promoFromPage } from './promo-image'

// Issue 22 §3: the dialog's code loads when a promo is to show (its picture is already on its way: promo-image.ts).
const PromoDialog = lazyPart(() => import('./promo-dialog').then((m) => m.PromoDialog), {
  close: (store) => {
    closeOverlay(store.ui, 'promoOverlay')
    store.ui.activePromo = null
  },
})

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
