import { playerPath } from '../../../shared/rules/football-paths'
import type { MatchDetail, SectionSponsor } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'
import { SponsorSlot } from '../football/sponsor-slot'

/** Player of the match with its section sponsor slot (SPEC §3 'player of the match'). */
export function PlayerOfTheMatch({ match, sponsor }: { match: MatchDetail; sponsor: SectionSponsor | null }) {
  const t = useT()
  const potm = match.playerOfTheMatch
  if (!potm) return null
  return (
    <section className="mc-panel potm" aria-labelledby="mc-potm">
      <h2 id="mc-potm" className="mc-panel__title">
        {t('matchCentre.potm')}
      </h2>
      <p className="potm__name">{potm.playerSlug ? <a href={playerPath(match.team.slug, potm.playerSlug)}>{potm.name}</a> : potm.name}</p>
      {potm.citation ? <p className="potm__citation">{potm.citation}</p> : null}
      <SponsorSlot sponsor={sponsor} className="potm__sponsor" />
    </section>
  )
}
