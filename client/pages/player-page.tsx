import { imageUrl, responsiveImage } from '../../shared/images'
import type { MessageKey } from '../../shared/i18n'
import { teamPath } from '../../shared/rules/football-paths'
import { formatDate } from '../../shared/rules/formats'
import { teamDisplayName } from '../../shared/rules/team-name'
import type { PageData } from '../../shared/types/page-payload'
import { ShirtIcon } from '../components/football/shirt-icon'
import { useT } from '../hooks/use-t'

const PORTRAIT = { width: 400, height: 400 }
// player-page.css: min(80%, 360px).
const PORTRAIT_SIZES = '(min-width: 450px) 360px, 80vw'

type PlayerData = Extract<PageData, { kind: 'player' }>

/** SPEC §2.1 player profile: number, position, biography, season stats, kit with the configured shirt icon. */
export function PlayerPage({ page }: { page: PlayerData }) {
  const t = useT()
  const { player } = page
  const current = player.stats[0]
  const facts: Array<[string, string]> = [
    [t('player.number'), player.number ? String(player.number) : '–'],
    [t('player.nationality'), player.nationality || '–'],
    [t('player.born'), player.dateOfBirth ? formatDate(`${player.dateOfBirth}T12:00:00Z`) : '–'],
    [t('player.height'), player.heightCm ? `${player.heightCm} cm` : '–'],
    [t('player.joined'), player.joinedOn ? formatDate(`${player.joinedOn}T12:00:00Z`) : '–'],
  ]
  return (
    <div className="player-page">
      <section className="player-hero">
        <div className="container player-hero__inner">
          <div className="player-hero__text">
            <ShirtIcon number={player.number} style={page.shirtIconStyle} className="player-hero__shirt" />
            <p className="player-hero__position">{t(`player.${player.position}` as MessageKey)}</p>
            <h1 className="player-hero__name">
              <span className="player-hero__first">{player.firstName}</span> {player.lastName}
            </h1>
            <p className="player-hero__team">{teamDisplayName(player.team, t)}</p>
          </div>
          {player.imageKey ? (
            <img
              className="player-hero__portrait"
              {...responsiveImage(player.imageKey, PORTRAIT, PORTRAIT_SIZES)}
              alt={player.name}
              width={400}
              height={400}
              fetchPriority="high"
            />
          ) : null}
        </div>
      </section>
      <div className="container player-page__body">
        <div className="player-page__main">
          <dl className="player-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="player-facts__item">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {player.biographyHtml ? (
            <section aria-labelledby="player-bio">
              <h2 id="player-bio" className="player-page__heading">
                {t('player.biography')}
              </h2>
              {/* Editor-written HTML from the club's own database. */}
              <div className="prose" dangerouslySetInnerHTML={{ __html: player.biographyHtml }} />
            </section>
          ) : null}
          <section aria-labelledby="player-stats">
            <h2 id="player-stats" className="player-page__heading">
              {t('player.stats')}
              {current ? ` ${current.seasonName}` : ''}
            </h2>
            {current ? (
              <dl className="stat-tiles">
                {(
                  [
                    ['player.appearances', current.appearances],
                    ['player.starts', current.starts],
                    ['player.minutes', current.minutes],
                    ['player.goals', current.goals],
                    ['player.assists', current.assists],
                    ['player.cleanSheets', current.cleanSheets],
                    ['player.yellowCards', current.yellowCards],
                    ['player.redCards', current.redCards],
                  ] as Array<[MessageKey, number]>
                ).map(([key, value]) => (
                  <div key={key} className="stat-tiles__item">
                    <dt className="stat-tiles__label">{t(key)}</dt>
                    <dd className="stat-tiles__value">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mc-panel__empty">{t('player.noStats')}</p>
            )}
          </section>
        </div>
        <aside className="player-page__side">
          <figure className="kit">
            <img src={imageUrl(page.kitImageKey)} alt="" width={320} height={320} loading="lazy" />
            <figcaption>{t('player.kit', { season: current?.seasonName ?? '' })}</figcaption>
          </figure>
          <a href={teamPath(player.team.slug)} className="button button--ghost">
            {t('player.backToSquad')}
          </a>
        </aside>
      </div>
    </div>
  )
}
