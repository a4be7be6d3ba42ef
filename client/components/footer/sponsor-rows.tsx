import { imageUrl } from '../../../shared/images'
import { sponsorRowHeadingTag } from '../../../shared/rules/sponsor-row-heading'
import type { SponsorRow } from '../../../shared/types/site'
import { useT } from '../../hooks/use-t'

/**
 * SPEC §3 sponsor rows: Principal Partners large, Elite and Club Partners
 * small (logos 132/160 px and 80/96 px, §9.5). Each row's titleSize picks
 * its title's element. The worker already left out sponsors that
 * child-friendly mode hides.
 */
export function SponsorRows({ rows }: { rows: readonly SponsorRow[] }) {
  const t = useT()
  const visible = rows.filter((row) => row.sponsors.length > 0)
  if (visible.length === 0) return null
  return (
    <section className="sponsor-rows" aria-label={t('footer.partners')}>
      {visible.map((row) => {
        const Title = sponsorRowHeadingTag(row.titleSize)
        return (
          <div key={row.rowID} className={`sponsor-row sponsor-row--${row.sponsorSize}`}>
            <Title className="sponsor-row__title">{row.title}</Title>
            <ul className="sponsor-row__logos">
              {row.sponsors.map((sponsor) => (
                <li key={sponsor.sponsorID}>
                  <a href={sponsor.url} target="_blank" rel="noopener noreferrer sponsored" className="sponsor-row__link">
                    <img src={imageUrl(sponsor.imageKey)} alt={sponsor.title} loading="lazy" />
                    <span className="visually-hidden"> {t('link.opensNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
