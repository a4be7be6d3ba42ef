import type { SocialLink } from '../../../shared/types/site'
import { useT } from '../../hooks/use-t'
import { SocialIcon } from './social-icons'

/** SPEC §2.10: the networks with an address; one with an empty address is hidden. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const t = useT()
  const shown = links.filter((link) => link.url.trim() !== '')
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {shown.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <SocialIcon network={link.network} />
            <span className="visually-hidden">
              {link.label} {t('link.opensNewTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
