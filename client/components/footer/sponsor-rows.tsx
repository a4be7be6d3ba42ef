import { imageUrl } from '../../../shared/images'
import type { SponsorRow } from '../../../shared/types/site'

/**
 * SPEC §3 sponsor rows: Principal Partners large, Elite and Club Partners
 * small (logos 132/160 px and 80/96 px, §9.5). The worker already left out
 * sponsors that child-friendly mode hides.
 */
export function SponsorRows({ rows }: { rows: readonly SponsorRow[] }) {
  const visible = rows.filter((row) => row.sponsors.length > 0)
  if (visible.length === 0) return null
  return (
    <section className="sponsor-rows" aria-label="Partners">
      {visible.map((row) => (
        <div key={row.rowID} className={`sponsor-row sponsor-row--${row.sponsorSize}`}>
          <h2 className="sponsor-row__title">{row.title}</h2>
          <ul className="sponsor-row__logos">
            {row.sponsors.map((sponsor) => (
              <li key={sponsor.sponsorID}>
                <a href={sponsor.url} target="_blank" rel="noopener noreferrer sponsored" className="sponsor-row__link">
                  <img src={imageUrl(sponsor.imageKey)} alt={sponsor.title} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
