import { useRef } from 'react'
import { imageUrl } from '../../../shared/images'
import { useT } from '../../hooks/use-t'
import { toggleOverlay, openOverlay } from '../../state/ui-state'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { MenuLink } from '../menu-link'
import { MainMenu } from './main-menu'
import { StickyNav } from './sticky-nav'
import { useHeaderReveal, useStreamerSticky } from './use-header-reveal'

/**
 * SPEC §2.4 header (core-3): logo and club name, primary links, the LIVE
 * link, the search button and the burger that toggles the main menu. Home is
 * transparent-dark over its hero; every other page is solid. It hides when
 * scrolling down and comes back when scrolling up ('reveal'); in the
 * streamer layout (with its tagline) it turns sticky once the trigger above
 * it has scrolled 300 px out of view.
 */
export function SiteHeader({ tagline }: { tagline?: string }) {
  const { chrome, payload, ui } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const trigger = useRef<HTMLDivElement>(null)
  const burger = useRef<HTMLButtonElement>(null)
  const streamer = Boolean(tagline)
  const revealState = useHeaderReveal(!streamer)
  const streamerState = useStreamerSticky(trigger, streamer)
  const reveal = streamer ? streamerState : revealState
  const { settings, menus } = chrome
  return (
    <>
      {streamer ? <div ref={trigger} className="site-header__trigger" aria-hidden="true" /> : null}
      <header className={`site-header site-header--${payload.route.headerStyle}`} data-reveal={reveal}>
        {/* SPEC §1 club tagline in the site layout; the streamer layout shows its own tagline instead. */}
        <StickyNav tagline={streamer ? undefined : settings.tagline} />
        <div className="site-header__bar">
          <a href="/" className="site-header__brand">
            {/* The club name follows in the same link, so the crest adds nothing to its name (alt=""). */}
            <img src={imageUrl(settings.logoKey)} alt="" width={44} height={52} />
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
            className="site-header__search"
            aria-expanded={ui.searchOpen}
            aria-controls="search-overlay"
            onClick={() => openOverlay(store.ui, 'search')}
          >
            <SearchIcon />
            <span className="visually-hidden">{t('header.openSearch')}</span>
          </button>
          <button
            ref={burger}
            type="button"
            className="site-header__burger"
            aria-expanded={ui.menuOpen}
            aria-controls="main-menu"
            onClick={() => toggleOverlay(store.ui, 'menu')}
          >
            <span className="burger-icon" aria-hidden="true" />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
        </div>
        {tagline ? <p className="site-header__tagline">{tagline}</p> : null}
      </header>
      {/* Outside the header's stacking context, so the open menu stacks over the cookie notice. */}
      <MainMenu toggleRef={burger} />
    </>
  )
}

export function SearchIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}
