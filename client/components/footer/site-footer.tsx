import { imageUrl } from '../../../shared/images'
import type { MenuItem } from '../../../shared/types/site'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { MenuLink } from '../menu-link'
import { ChildFriendlySwitch } from './child-friendly-switch'
import { FooterAdvert } from './footer-advert'
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
      <FooterAdvert />
      <SponsorRows rows={chrome.sponsorRows} />
      <div className="site-footer__main">
        <a href="/" className="site-footer__brand">
          <img src={imageUrl(settings.logoKey)} alt={`${settings.clubName} crest`} width={64} height={76} loading="lazy" />
          <span>{settings.clubName}</span>
        </a>
        <nav aria-label="Footer" className="site-footer__menu">
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
        <p className="site-footer__credit">
          {t('footer.builtOn')}{' '}
          <a href={settings.builtOnUrl} target="_blank" rel="noopener noreferrer">
            {settings.builtOnText}
          </a>
        </p>
        <p className="site-footer__copyright">{settings.copyrightText}</p>
      </div>
    </footer>
  )
}
