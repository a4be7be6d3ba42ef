import { useState } from 'react'
import type { PackageType } from '../../shared/types/payments'
import type { VideoSubscriptionsPage as SubscriptionsData } from '../../shared/types/video-pages'
import { deferred } from '../components/deferred'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { useT } from '../hooks/use-t'
import { useViewer } from '../hooks/use-viewer'
import { useAppSnapshot, useStore } from '../state/store-context'
import { openOverlay } from '../state/ui-state'

// Issue 22 §3: the packages (their cards, prices and the checkout's code) are rendered by the server in full;
// their code loads once hydration has begun (a price pressed before then is pressed again: early-clicks.ts).
const PackagesWidget = deferred(() => import('../components/packages/packages-widget').then((m) => m.PackagesWidget))

type Tab = PackageType | 'vouchers'
const TABS: Tab[] = ['membership', 'match-pass', 'vouchers']

/**
 * /videos/subscriptions (feed 3 SUBSCRIPTIONS & PASSES, SPEC §2.1 anchor
 * 'packages'): the §1 promo line for this viewer and the packages page of
 * §2.8, three switcher tabs numbered 1 to 3 (subscriptions, match passes,
 * vouchers) with one active, over the packages widget.
 */
export function PackagesPage({ page }: { page: SubscriptionsData }) {
  const t = useT()
  const store = useStore()
  const { chrome } = useAppSnapshot()
  const viewer = useViewer()
  const [tab, setTab] = useState<Tab>('membership')
  const tabLabel = (name: Tab) =>
    name === 'membership' ? t('packages.subscriptions') : name === 'match-pass' ? t('packages.matchPasses') : t('packages.tabVouchers')
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes on into the panel.
  const onKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const rtl = document.dir === 'rtl' || document.documentElement.dir === 'rtl'
    const next = TABS[(index + (rtl ? -step : step) + TABS.length) % TABS.length]!
    setTab(next)
    document.getElementById(`packages-tab-${next}`)?.focus()
  }
  return (
    <div className="video-hub packages-page">
      <VideoHubNav />
      <header className="video-hub__head">
        <div className="container">
          <h1 className="video-hub__title">{page.heading}</h1>
        </div>
      </header>
      <div className="container video-hub__body">
        <section id={page.section.anchor} className="packages-page__section" aria-labelledby="packages-title">
          <h2 id="packages-title" className="packages-page__heading">
            {page.widget?.title || page.section.title}
          </h2>
          <p className="packages-page__promo">
            {viewer.loggedIn ? t('account.promoLoggedIn', { club: chrome.settings.clubName }) : t('account.promo')}
          </p>
          <div className="packages-page__tabs" role="tablist" aria-label={t('packages.tabs')}>
            {TABS.map((name, index) => (
              <button
                key={name}
                id={`packages-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls="packages-tabpanel"
                tabIndex={tab === name ? 0 : -1}
                className="packages-page__tab"
                onClick={() => setTab(name)}
                onKeyDown={(event) => onKey(event, index)}
              >
                <span className="packages-page__tab-number" aria-hidden="true">
                  {index + 1}
                </span>
                {tabLabel(name)}
              </button>
            ))}
          </div>
          <div id="packages-tabpanel" role="tabpanel" aria-labelledby={`packages-tab-${tab}`} className="packages-page__panel">
            {tab === 'vouchers' ? (
              <div className="packages-page__vouchers">
                <p>{page.widget?.voucherText || t('voucher.text')}</p>
                <button type="button" className="chrome-button chrome-button--primary" onClick={() => openOverlay(store.ui, 'voucher')}>
                  {page.widget?.cta1ButtonCta || t('voucher.title')}
                </button>
              </div>
            ) : (
              <PackagesWidget settings={page.widget} section={tab} headingLevel={3} />
            )}
          </div>
          <p className="packages-page__text">{t('videoHub.packagesText')}</p>
        </section>
      </div>
    </div>
  )
}
