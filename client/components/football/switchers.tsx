import { matchesPath } from '../../../shared/rules/football-paths'
import { fixturesVisibility } from '../../../shared/rules/team-visibility'
import type { Season, Team } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'

interface Props {
  team: Team
  season: Season
  teams: readonly Team[]
  seasons: readonly Season[]
  view: 'fixtures' | 'table'
}

/**
 * Team and season switchers: plain links, so they work without JavaScript and are SPA-navigated with it.
 * Switching team keeps the season; a team whose fixtures live elsewhere links out (SPEC §3 externalMatchPage).
 */
export function MatchSwitchers({ team, season, teams, seasons, view }: Props) {
  const t = useT()
  const current = seasons.find((s) => s.isCurrent)?.slug
  const query = view === 'table' ? '?view=table' : ''
  return (
    <div className="switchers">
      <nav className="team-switcher" aria-label={t('matches.teams')}>
        {teams.map((other) =>
          fixturesVisibility(other) === 'external' ? (
            <a key={other.id} href={other.externalMatchPage} target="_blank" rel="noopener noreferrer" className="team-switcher__link">
              {other.name}
              <span className="visually-hidden"> {t('link.opensNewTab')}</span>
            </a>
          ) : (
            <a
              key={other.id}
              href={matchesPath(other.slug, season.slug, current) + query}
              className="team-switcher__link"
              aria-current={other.id === team.id ? 'page' : undefined}
            >
              {other.name}
            </a>
          ),
        )}
      </nav>
      <details className="season-switcher" key={`${team.id}-${season.slug}`}>
        <summary className="season-switcher__summary">{t('matches.season', { season: season.name })}</summary>
        <ul className="season-switcher__list" aria-label={t('matches.seasons')}>
          {seasons.map((s) => (
            <li key={s.slug}>
              <a
                href={matchesPath(team.slug, s.slug, current) + query}
                className="season-switcher__link"
                aria-current={s.slug === season.slug ? 'page' : undefined}
              >
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}

/** Fixtures | Table tabs of a team's season. */
export function ViewTabs({ team, season, seasons, view }: Omit<Props, 'teams'>) {
  const t = useT()
  const base = matchesPath(team.slug, season.slug, seasons.find((s) => s.isCurrent)?.slug)
  return (
    <nav className="view-tabs" aria-label={t('matches.title')}>
      <a href={base} className="view-tabs__tab" aria-current={view === 'fixtures' ? 'page' : undefined}>
        {t('matches.fixtures')}
      </a>
      <a href={`${base}?view=table`} className="view-tabs__tab" aria-current={view === 'table' ? 'page' : undefined}>
        {t('matches.table')}
      </a>
    </nav>
  )
}
