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

/**
 * Where the match can be heard or watched. The players arrive with the streaming work; until their
 * pages exist this names what is available rather than linking to a page that is not there.
 */
export function MatchMedia({ match }: { match: MatchDetail }) {
  const t = useT()
  const items = [
    match.media.liveAudio ? t('matchCentre.liveAudio') : null,
    match.media.liveVideo ? t('matchCentre.liveVideo') : null,
    match.media.replay ? t('matchCentre.replay') : null,
  ].filter((x): x is string => x !== null)
  return (
    <section className="mc-panel" aria-labelledby="mc-media">
      <h2 id="mc-media" className="mc-panel__title">
        {t('matchCentre.watchListen')}
      </h2>
      {items.length === 0 ? (
        <p className="mc-panel__empty">{t('matchCentre.noMedia')}</p>
      ) : (
        <ul className="media-list">
          {items.map((text) => (
            <li key={text} className="media-list__item">
              {text}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
