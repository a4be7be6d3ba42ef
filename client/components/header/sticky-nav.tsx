import { imageUrl } from '../../../shared/images'
import { headerName } from '../../../shared/rules/header-name'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { toggleOverlay } from '../../state/ui-state'
import { MenuLink } from '../menu-link'

/**
 * SPEC §2.3 sticky menu (the streaming service, Tickets, Store), the header
 * sponsors strip of §2.10 (partner logos opening in a new tab) and, per §2.4,
 * the profile button: 'Log In' when logged out, 'Profile' when logged in,
 * toggling the account panel (issue 22 §1: showing the supporter's name). The site layout's club tagline (§1) leads the
 * bar on wide screens; phones, short of room, leave it out.
 */
export function StickyNav({ tagline }: { tagline?: string }) {
  const { chrome, ui, user } = useAppSnapshot()
  const store = useStore()
  const t = useT()
  const principal = chrome.sponsorRows.find((row) => row.sponsorSize === 'large')
  return (
    <div className="sticky-nav">
      {tagline ? <p className="sticky-nav__tagline">{tagline}</p> : null}
      <ul className="sticky-nav__links">
        {chrome.menus.sticky.map((item) => (
          <li key={item.name}>
            <MenuLink item={item} className="sticky-nav__link" />
          </li>
        ))}
      </ul>
      <div className="sticky-nav__end">
        {principal && principal.sponsors.length > 0 ? (
          <ul className="sticky-nav__sponsors" aria-label={principal.title}>
            {principal.sponsors.map((sponsor) => (
              <li key={sponsor.sponsorID}>
                <a href={sponsor.url} target="_blank" rel="noopener noreferrer sponsored">
                  <img src={imageUrl(sponsor.imageKey)} alt={sponsor.title} width={80} height={24} />
                  <span className="visually-hidden"> {t('link.opensNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          className="sticky-nav__profile"
          aria-expanded={ui.accountHeaderOpen}
          aria-controls="account-panel"
          onClick={() => toggleOverlay(store.ui, 'accountHeader')}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4.2" fill="currentColor" />
            <path d="M3.5 21c1.2-4.4 4.6-6.6 8.5-6.6s7.3 2.2 8.5 6.6z" fill="currentColor" />
          </svg>
          {user.loggedIn ? (
            // Issue 22 §1: the first name, still meaning 'Profile'. The cached copy is rendered nameless ('Profile'
            // here); the edge writes the name into the marked span (worker/render/personal-parts.ts) and the
            // browser renders the same, so hydration matches and nothing flashes.
            <>
              <span className="visually-hidden">{t('header.profile')}: </span>
              <span className="sticky-nav__name" data-personal="display-name" translate="no">
                {headerName(user.userDisplayName) || t('header.profile')}
              </span>
            </>
          ) : (
            t('header.logIn')
          )}
        </button>
      </div>
    </div>
  )
}
