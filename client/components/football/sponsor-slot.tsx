import { imageUrl } from '../../../shared/images'
import type { SectionSponsor } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'

/** A section sponsor slot (SPEC §3): 'In partnership with' and the sponsor's logo, new tab. */
export function SponsorSlot({ sponsor, className }: { sponsor: SectionSponsor | null; className?: string }) {
  const t = useT()
  if (!sponsor) return null
  return (
    <aside className={`sponsor-slot ${className ?? ''}`} aria-label={sponsor.name}>
      <span className="sponsor-slot__label">{t('matches.sponsoredBy')}</span>
      <a href={sponsor.url} target="_blank" rel="noopener noreferrer sponsored" className="sponsor-slot__link">
        <img src={imageUrl(sponsor.imageKey)} alt={sponsor.title} width={132} height={44} loading="lazy" />
      </a>
    </aside>
  )
}
