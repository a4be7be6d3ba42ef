import { useCallback, useRef } from 'react'
import { IMAGE_SIZES } from '../../../shared/images'
import type { OverlayPromo } from '../../../shared/types/promo'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { promoImage } from './promo-image'

/** SPEC §2.10 overlay promo dialog (promo-overlay.tsx decides when it shows): traps focus, Escape or × closes it. */
export function PromoDialog({ promo }: { promo: Readonly<OverlayPromo> }) {
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
