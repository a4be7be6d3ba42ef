import { imageUrl } from '../../shared/images'
import { countForm } from '../../shared/rules/count-form'
import { teamPath } from '../../shared/rules/football-paths'
import { teamDisplayName } from '../../shared/rules/team-name'
import { teamsVisibility } from '../../shared/rules/team-visibility'
import type { PageData } from '../../shared/types/page-payload'
import { useT } from '../hooks/use-t'

type TeamsData = Extract<PageData, { kind: 'teams' }>

/** SPEC §2.1 teams: a card per team flagged showOnTeams; mini cards for isMiniCard teams. */
export function TeamsPage({ page }: { page: TeamsData }) {
  const t = useT()
  return (
    <div className="container teams-page">
      <h1 className="page-title">{t('teams.title')}</h1>
      <ul className="team-cards">
        {page.teams.map(({ team, playerCount, featured }) => {
          const external = teamsVisibility(team) === 'external'
          const href = external ? team.externalTeamPage : teamPath(team.slug)
          return (
            <li key={team.id} className={`team-card ${team.isMiniCard ? 'team-card--mini' : ''}`}>
              <a
                href={href}
                className="team-card__link raised-card"
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <div className="team-card__art">
                  <img src={imageUrl(team.crestKey)} alt="" width={64} height={72} className="team-card__crest" />
                  {team.isMiniCard ? null : (
                    <div className="team-card__faces">
                      {featured.map((p) =>
                        p.imageKey ? (
                          <span key={p.id} className="team-card__face">
                            <img src={imageUrl(p.imageKey, { width: 200, height: 200 })} alt="" width={200} height={200} loading="lazy" />
                          </span>
                        ) : null,
                      )}
                    </div>
                  )}
                </div>
                <div className="team-card__body">
                  <h2 className="team-card__name">{teamDisplayName(team, t)}</h2>
                  <p className="team-card__count">{t(`teams.players.${countForm(playerCount)}`, { count: playerCount })}</p>
                  <span className="team-card__cta">{external ? t('teams.visitSite') : t('teams.viewSquad')}</span>
                  {external ? <span className="visually-hidden"> {t('link.opensNewTab')}</span> : null}
                </div>
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
