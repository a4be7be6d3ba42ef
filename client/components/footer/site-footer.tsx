import { imageUrl } from '../../../shared/images'
import type { MenuItem } from '../../../shared/types/site'
import { useT } from '../../hooks/use-t'
import { PlayerCodePrefetch } from '../../player/player-prefetch'
import { useAppSnapshot } from '../../state/store-context'
import { MenuLink } from '../menu-link'
import { ChildFriendlySwitch } from './child-friendly-switch'
import { FooterAdverts } from './footer-adverts'
import { SocialLinks } from './social-links'
import { SponsorRows } from './sponsor-rows'

/**
 * SPEC §2.10 footer: advert block, sponsor rows, menu, logo, social links, a sub-menu
 * (two versions: the site's and the streamer's), the 'Built on' credit and
 * the copyright notice; and the child-friendly switch (§1, §4.2).
 */
export function SiteFooter({ subMenu }: { subMenu: readonly MenuItem[] }) {
  const { chrome } = useAppSnapshot()
  const t = useT()
  const { settings, menus } = chrome
  return (
    <footer className="site-footer">
      <PlayerCodePrefetch />
      <FooterAdverts />
      <SponsorRows rows={chrome.sponsorRows} />
      <div className="site-footer__main">
        <a href="/" className="site-footer__brand">
          {/* The club name follows in the same link, so the crest adds nothing to its name (alt=""). */}
          <img src={imageUrl(settings.logoKey)} alt="" width={64} height={76} loading="lazy" />
          <span>{settings.clubName}</span>
        </a>
        <nav aria-label={t('footer.nav')} className="site-footer__menu">
          <ul>
            {menus.footer.map((item) => (
              <li key={item.name}>
                <MenuLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__aside">
          <SocialLinks links={settings.socialLinks} />
          <ChildFriendlySwitch />
        </div>
      </div>
      <div className="site-footer__legal">
        <ul className="site-footer__submenu">
          {subMenu.map((item) => (
            <li key={item.name}>
              <MenuLink item={item} />
            </li>
          ))}
        </ul>
        {/* The credit and copyright come from settings, in English on Arabic pages too: <bdi> keeps
            their own reading order (else an RTL line puts '©' and the year after the club name). */}
        <p className="site-footer__credit">
          {t('footer.builtOn')}{' '}
          <a href={settings.builtOnUrl} target="_blank" rel="noopener noreferrer">
            <bdi>{settings.builtOnText}</bdi>
            <span className="visually-hidden"> {t('link.opensNewTab')}</span>
          </a>
        </p>
        <p className="site-footer__copyright">
          <bdi>{settings.copyrightText}</bdi>
        </p>
      </div>
    </footer>
  )
}
