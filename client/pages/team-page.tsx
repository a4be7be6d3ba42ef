import type { MessageKey } from '../../shared/i18n'
import { matchesPath } from '../../shared/rules/football-paths'
import { teamDisplayName } from '../../shared/rules/team-name'
import type { PageData } from '../../shared/types/page-payload'
import { MatchCard } from '../components/cards/match-card'
import { PlayerCard } from '../components/football/player-card'
import { useT } from '../hooks/use-t'

type TeamData = Extract<PageData, { kind: 'team' }>

/** SPEC §2.1 one team: the squad grouped by position (one group for isSingleGroup teams), with an overview when showTeamOverview. */
export function TeamPage({ page }: { page: TeamData }) {
  const t = useT()
  const { team } = page
  return (
    <div className="container team-page">
      <h1 className="page-title">
        <span className="page-title__eyebrow">{t('teams.squad')}</span>
        {teamDisplayName(team, t)}
      </h1>
      {page.overview ? (
        <section className="team-overview" aria-label={t('teams.overview')}>
          <MatchCard heading={t('home.lastMatch')} match={page.overview.last} />
          <MatchCard heading={t('home.nextMatch')} match={page.overview.next} />
          <div className="team-overview__position">
            <span className="team-overview__label">{t('teams.leaguePosition')}</span>
            <span className="team-overview__value">{page.overview.tablePosition ?? '–'}</span>
            {page.overview.competition ? <span className="team-overview__competition">{page.overview.competition}</span> : null}
            <a href={matchesPath(team.slug)} className="team-overview__link">
              {t('teams.fixtures')}
            </a>
          </div>
        </section>
      ) : null}
      {page.groups.map((group) => (
        <section key={group.position ?? 'all'} className="squad-group" aria-labelledby={`group-${group.position ?? 'all'}`}>
          <h2 id={`group-${group.position ?? 'all'}`} className="squad-group__title">
            {group.position ? t(`position.${group.position}` as MessageKey) : t('teams.squad')}
          </h2>
          <ul className="player-grid">
            {group.players.map((player) => (
              <PlayerCard key={player.id} player={player} teamSlug={team.slug} showPosition={team.displayPositionOnCard} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
