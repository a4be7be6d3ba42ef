import { useCallback, useRef } from 'react'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { closeOverlay } from '../../state/ui-state'
import { PackagesWidget } from '../packages/packages-widget'

/**
 * SPEC §2.4, §2.8 full-screen subscribe-packages overlay with a close icon
 * and the heading of the older list, 'Choose a subscription'. Opening it
 * closes the upgrade promo (the §4.8 rule in shared/rules/overlay-lock.ts).
 * Rendered only while open (site-overlays.tsx loads it on first use).
 */
export function SubscribePackages() {
  const store = useStore()
  const { ui } = useAppSnapshot()
  const t = useT()
  const panel = useRef<HTMLDivElement>(null)
  const close = useCallback(() => closeOverlay(store.ui, 'packages'), [store])
  useFocusTrap(panel, ui.showPackages, close)
  return (
    <div ref={panel} className="subscribe-packages" role="dialog" aria-modal="true" aria-labelledby="subscribe-packages-title">
      <div className="subscribe-packages__head container">
        <h2 id="subscribe-packages-title" className="subscribe-packages__title">
          {t('packages.overlayTitle')}
        </h2>
        <button type="button" className="overlay-close subscribe-packages__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('packages.close')}</span>
        </button>
      </div>
      <div className="container">
        <PackagesWidget initialSection={ui.packagesSection} headingLevel={3} />
      </div>
    </div>
  )
}
