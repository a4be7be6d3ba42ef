import type { MessageKey } from '../../../shared/i18n'
import type { RouteName } from '../../../shared/routes'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'

/** The streaming service's own sections (SPEC §2.1 /videos routes; §3 the four feeds plus browse and categories). */
const LINKS: ReadonlyArray<{ href: string; label: MessageKey; routes: readonly RouteName[] }> = [
  { href: '/videos', label: 'videoHub.latest', routes: ['videos', 'videoEntry', 'videoChannel', 'videoPlayerSlug'] },
  { href: '/live', label: 'videoHub.live', routes: ['live', 'livePlayer'] },
  { href: '/videos/browse', label: 'videoHub.browse', routes: ['videosBrowse'] },
  { href: '/videos/categories', label: 'videoHub.categories', routes: ['videoCategories'] },
  { href: '/videos/subscriptions', label: 'videoHub.subscriptions', routes: ['videoSubscriptions'] },
  { href: '/videos/faqs', label: 'videoHub.faqs', routes: ['videoFaqs'] },
]

/**
 * The hub's section bar under the header. The page's own section is marked aria-current
 * (an exact match of the address) or highlighted (a page inside that section).
 */
export function VideoHubNav() {
  const t = useT()
  const { payload } = useAppSnapshot()
  const path = payload.url.split('?')[0]
  return (
    <nav className="hub-nav" aria-label={t('videoHub.nav')}>
      <ul className="hub-nav__list">
        {LINKS.map((link) => {
          const current = link.href === path
          const within = !current && link.routes.includes(payload.route.name)
          return (
            <li key={link.href}>
              <a
                href={link.href}
                className={current || within ? 'hub-nav__link hub-nav__link--active' : 'hub-nav__link'}
                aria-current={current ? 'page' : undefined}
              >
                {t(link.label)}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
