import { useState } from 'react'
import type { PackagesWidgetSettings } from '../../../shared/types/commerce'
import type { PackageType } from '../../../shared/types/payments'
import { useT } from '../../hooks/use-t'
import { usePackageSections } from '../../payments/packages-api'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { openOverlay } from '../../state/ui-state'
import { PackagesCarousel } from './packages-carousel'

const SECTIONS: PackageType[] = ['membership', 'match-pass']

/**
 * SPEC §2.8 packages widget: 'Subscriptions' (default) and 'Match passes',
 * each a carousel of package cards, a 'loading' note while fetching, and the
 * empty text (or the configured replacement, §3 widget data) once loaded.
 * Its footer holds the two call-to-action blocks: the first opens the
 * voucher overlay (§2.9), the second links elsewhere.
 */
export function PackagesWidget({
  settings,
  initialSection = 'membership',
  section,
  headingLevel = 2,
}: {
  settings?: PackagesWidgetSettings | null
  initialSection?: PackageType
  section?: PackageType
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const store = useStore()
  const sections = usePackageSections()
  const { ui } = useAppSnapshot()
  const [chosen, setChosen] = useState<PackageType>(initialSection)
  // The packages page switches sections with its own numbered tabs (section given); elsewhere the widget's buttons do.
  const active = section ?? chosen
  const shown = sections[active]
  const label = (type: PackageType) => t(type === 'membership' ? 'packages.subscriptions' : 'packages.matchPasses')
  const empty =
    active === 'membership'
      ? settings?.noSubscriptionsText || t('packages.noSubscriptions')
      : settings?.noMatchPassesText || t('packages.noMatchPasses')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      className={`packages-widget packages-widget--${settings?.style ?? 'light'}`}
      aria-label={settings?.title || t('packages.title')}
    >
      {section === undefined ? (
        <fieldset className="packages-widget__switch">
          <legend className="visually-hidden">{t('packages.sections')}</legend>
          {SECTIONS.map((type) => (
            <button
              key={type}
              type="button"
              className="packages-widget__section-button"
              aria-pressed={active === type}
              onClick={() => setChosen(type)}
            >
              {label(type)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <Heading className="visually-hidden">{label(active)}</Heading>
      {ui.voucherCoupon ? <p className="packages-widget__coupon">{t('packages.voucherCoupon', { label: ui.voucherLabel })}</p> : null}
      {!shown.ready ? (
        <p className="packages-widget__note" role="status">
          {t('packages.loading')}
        </p>
      ) : shown.packages.length === 0 ? (
        <p className="packages-widget__note">{empty}</p>
      ) : (
        <PackagesCarousel key={active} packages={shown.packages} label={label(active)} />
      )}
      <div className={`packages-widget__footer packages-widget__footer--${settings?.footerStyle ?? 'dark'}`}>
        <div className="packages-widget__cta">
          <p>{settings?.cta1Text || t('voucher.title')}</p>
          <button type="button" className="chrome-button chrome-button--primary" onClick={() => openOverlay(store.ui, 'voucher')}>
            {settings?.cta1ButtonCta || t('voucher.title')}
          </button>
        </div>
        <div className="packages-widget__cta">
          <p>{settings?.cta2Text || t('videoHub.readFaqs')}</p>
          <a className="chrome-button chrome-button--ghost" href={settings?.cta2ButtonLink || '/videos/faqs'}>
            {settings?.cta2ButtonCta || t('videoHub.readFaqs')}
          </a>
        </div>
      </div>
    </section>
  )
}
