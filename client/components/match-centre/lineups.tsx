import { playerPath } from '../../../shared/rules/football-paths'
import type { LineupPlayer, MatchDetail, TeamLineup } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'

/** Both team sheets: starting XI and substitutes; our players link to their profiles. */
export function Lineups({ match }: { match: MatchDetail }) {
  const t = useT()
  return (
    <section className="mc-panel" aria-labelledby="mc-lineups">
      <h2 id="mc-lineups" className="mc-panel__title">
        {t('matchCentre.lineups')}
      </h2>
      {match.lineups ? (
        <div className="lineups">
          <Sheet title={match.home.name} sheet={match.lineups.home} teamSlug={match.team.slug} />
          <Sheet title={match.away.name} sheet={match.lineups.away} teamSlug={match.team.slug} />
        </div>
      ) : (
        <p className="mc-panel__empty">{t('matchCentre.noLineups')}</p>
      )}
    </section>
  )
}

function Sheet({ title, sheet, teamSlug }: { title: string; sheet: TeamLineup; teamSlug: string }) {
  const t = useT()
  return (
    <div className="lineup">
      <h3 className="lineup__team">{title}</h3>
      <h4 className="lineup__heading">{t('matchCentre.starting')}</h4>
      <ol className="lineup__list">
        {sheet.starters.map((p) => (
          <Player key={`${p.number}-${p.name}`} player={p} teamSlug={teamSlug} />
        ))}
      </ol>
      <h4 className="lineup__heading">{t('matchCentre.subs')}</h4>
      <ol className="lineup__list lineup__list--subs">
        {sheet.subs.map((p) => (
          <Player key={`${p.number}-${p.name}`} player={p} teamSlug={teamSlug} />
        ))}
      </ol>
    </div>
  )
}

function Player({ player, teamSlug }: { player: LineupPlayer; teamSlug: string }) {
  const t = useT()
  return (
    <li className="lineup__player">
      <span className="lineup__number">{player.number ?? ''}</span>
      {player.playerSlug ? <a href={playerPath(teamSlug, player.playerSlug)}>{player.name}</a> : <span>{player.name}</span>}
      {player.captain ? (
        <abbr className="lineup__captain" title={t('matchCentre.captain')}>
          C
        </abbr>
      ) : null}
    </li>
  )
}
