import { responsiveImage } from '../../../shared/images'
import type { MessageKey } from '../../../shared/i18n'
import { playerPath } from '../../../shared/rules/football-paths'
import type { PlayerSummary } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'

// Portraits are square; the card crops their caption band (the name is printed beneath).
const PORTRAIT = { width: 400, height: 400 }
// teams.css .player-grid: five columns from 1200 px, three from 760 px, two below.
const PLAYER_GRID_SIZES =
  '(min-width: 1240px) 222px, (min-width: 1200px) calc(20vw - 26px), (min-width: 760px) calc(33vw - 30px), calc(50vw - 22px)'

/** A squad member: portrait, number, name and (when the team shows it) position. */
export function PlayerCard({ player, teamSlug, showPosition }: { player: PlayerSummary; teamSlug: string; showPosition: boolean }) {
  const t = useT()
  return (
    <li className="player-card">
      <a href={playerPath(teamSlug, player.slug)} className="player-card__link">
        <div className="player-card__media">
          {player.imageKey ? (
            <img
              {...responsiveImage(player.imageKey, PORTRAIT, PLAYER_GRID_SIZES)}
              alt=""
              width={PORTRAIT.width}
              height={PORTRAIT.height}
              loading="lazy"
            />
          ) : null}
          {player.number ? <span className="player-card__number">{player.number}</span> : null}
        </div>
        <div className="player-card__body">
          <span className="player-card__name">{player.name}</span>
          {showPosition ? <span className="player-card__position">{t(`player.${player.position}` as MessageKey)}</span> : null}
        </div>
      </a>
    </li>
  )
}
