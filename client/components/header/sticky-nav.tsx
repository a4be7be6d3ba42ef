import { imageUrl } from '../../../shared/images'
import { useAppSnapshot } from '../../state/store-context'
import { MenuLink } from '../menu-link'

/**
 * SPEC §2.3 sticky menu (the streaming service, Tickets, Store) and the
 * header sponsors strip of §2.10: partner logos opening in a new tab.
 */
export function StickyNav() {
  const { chrome } = useAppSnapshot()
  const principal = chrome.sponsorRows.find((row) => row.sponsorSize === 'large')
  return (
    <div className="sticky-nav">
      <ul className="sticky-nav__links">
        {chrome.menus.sticky.map((item) => (
          <li key={item.name}>
            <MenuLink item={item} className="sticky-nav__link" />
          </li>
        ))}
      </ul>
      {principal && principal.sponsors.length > 0 ? (
        <ul className="sticky-nav__sponsors" aria-label={principal.title}>
          {principal.sponsors.map((sponsor) => (
            <li key={sponsor.sponsorID}>
              <a href={sponsor.url} target="_blank" rel="noopener noreferrer sponsored">
                <img src={imageUrl(sponsor.imageKey)} alt={sponsor.title} width={80} height={24} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
