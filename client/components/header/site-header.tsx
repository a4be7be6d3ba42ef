import { imageUrl } from '../../../shared/images'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { MenuLink } from '../menu-link'
import { MainMenu } from './main-menu'
import { StickyNav } from './sticky-nav'

/**
 * SPEC §2.4 header (core-3): logo and club name, primary links, the LIVE
 * link and the burger that toggles the main menu. Home is transparent-dark
 * over its hero; every other page is solid.
 */
export function SiteHeader({ tagline }: { tagline?: string }) {
  const { chrome, payload, ui } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const { settings, menus } = chrome
  return (
    <header className={`site-header site-header--${payload.route.headerStyle}`}>
      <StickyNav />
      <div className="site-header__bar">
        <a href="/" className="site-header__brand">
          <img src={imageUrl(settings.logoKey)} alt={`${settings.clubName} crest`} width={44} height={52} />
          <span className="site-header__club">{settings.clubName}</span>
        </a>
        <nav aria-label={t('nav.primary')} className="site-header__primary">
          <ul>
            {menus.primary.map((item) => (
              <li key={item.name}>
                <MenuLink item={item} className="site-header__link" />
              </li>
            ))}
          </ul>
        </nav>
        <ul className="site-header__secondary">
          {menus.secondary.map((item) => (
            <li key={item.name}>
              <MenuLink item={item} className="site-header__live" />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="site-header__burger"
          aria-expanded={ui.menuOpen}
          aria-controls="main-menu"
          onClick={() => {
            store.ui.menuOpen = !store.ui.menuOpen
          }}
        >
          <span className="burger-icon" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
      </div>
      {tagline ? <p className="site-header__tagline">{tagline}</p> : null}
      <MainMenu />
    </header>
  )
}
