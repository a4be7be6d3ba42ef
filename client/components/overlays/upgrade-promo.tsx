import { useCallback, useRef } from 'react'
import { localisedLink } from '../../../shared/rules/localised-link'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay, openPackages } from '../../state/ui-state'
import { Image } from '../image'

/** The live upgrade image the seed configures (SPEC §3 liveUpgradeData.imageKey). */
const UPGRADE_IMAGE_KEY = 'town-tv/upgrade.jpg'
const IMAGE = { width: 700, height: 700 } satisfies { width: number; height: number }
// The panel: 560 px, or the screen less its margins.
const PANEL_SIZES = '(min-width: 592px) 560px, calc(100vw - 32px)'

/**
 * SPEC §2.10 upgrade promo overlay: image, strip, close button and package
 * links; its learn-more link goes to /videos/subscriptions. The player opens
 * it for §4.4 codes 1 and 2. A package link opens the subscribe-packages
 * overlay on that section, which closes this promo (§2.8).
 */
export function UpgradePromo() {
  const store = useStore()
  const { ui, payload } = useAppSnapshot()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const close = useCallback(() => closeOverlay(store.ui, 'upgradePromo'), [store])
  useFocusTrap(panel, ui.upgradePromoOpen, close)
  return (
    <div className="upgrade-promo">
      <div className="overlay-underlay" onClick={close} aria-hidden="true" />
      <div ref={panel} className="upgrade-promo__panel" role="dialog" aria-modal="true" aria-labelledby="upgrade-promo-title">
        <button type="button" className="overlay-close upgrade-promo__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('upgrade.close')}</span>
        </button>
        <Image imageKey={UPGRADE_IMAGE_KEY} alt="" size={IMAGE} sizes={PANEL_SIZES} className="upgrade-promo__image" priority />
        <p className="upgrade-promo__strip">{t('upgrade.strip')}</p>
        <div className="upgrade-promo__body">
          <h2 id="upgrade-promo-title" className="upgrade-promo__title">
            {t('upgrade.title')}
          </h2>
          <p>{t('upgrade.text')}</p>
          <div className="upgrade-promo__links">
            <button type="button" className="chrome-button chrome-button--primary" onClick={() => openPackages(store.ui, 'membership')}>
              {t('upgrade.seeSubscriptions')}
            </button>
            <button type="button" className="chrome-button chrome-button--ghost" onClick={() => openPackages(store.ui, 'match-pass')}>
              {t('upgrade.seeMatchPasses')}
            </button>
          </div>
          <a className="upgrade-promo__learn-more" href={localisedLink('/videos/subscriptions', payload.locale)} onClick={close}>
            {t('upgrade.learnMore')}
          </a>
        </div>
      </div>
    </div>
  )
}
