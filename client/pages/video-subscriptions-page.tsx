import type { VideoSubscriptionsPage as SubscriptionsData } from '../../shared/types/video-pages'
import { VideoHubNav } from '../components/video/video-hub-nav'
import { useT } from '../hooks/use-t'
import { useViewer } from '../hooks/use-viewer'
import { useAppSnapshot } from '../state/store-context'

/**
 * /videos/subscriptions (feed 3 SUBSCRIPTIONS & PASSES): the heading and the packages section
 * at its anchor (SPEC §2.1 'packages'), with the §1 promo line for this viewer. The packages
 * widget (§2.8) arrives with the buying work; until then no cards are made up here.
 */
export function VideoSubscriptionsPage({ page }: { page: SubscriptionsData }) {
  const t = useT()
  const { chrome } = useAppSnapshot()
  const viewer = useViewer()
  return (
    <div className="video-hub">
      <VideoHubNav />
      <header className="video-hub__head">
        <div className="container">
          <h1 className="video-hub__title">{page.heading}</h1>
        </div>
      </header>
      <div className="container video-hub__body">
        <section id={page.section.anchor} className="video-packages" aria-labelledby="packages-title">
          <h2 id="packages-title" className="video-rail__heading">
            {page.section.title}
          </h2>
          <p className="video-packages__promo">
            {viewer.loggedIn ? t('account.promoLoggedIn', { club: chrome.settings.clubName }) : t('account.promo')}
          </p>
          <p className="video-packages__text">{t('videoHub.packagesText')}</p>
          <p>
            <a href="/videos/faqs" className="video-packages__link">
              {t('videoHub.readFaqs')}
            </a>
          </p>
        </section>
      </div>
    </div>
  )
}
