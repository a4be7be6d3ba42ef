import { imageUrl } from '../../../shared/images'
import { matchCentrePath } from '../../../shared/rules/football-paths'
import { formatDate } from '../../../shared/rules/formats'
import { kickoffTime } from '../../../shared/rules/match-dates'
import { matchPhase, showsScore } from '../../../shared/rules/match-phase'
import type { ClubSide, MatchSummary } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'
import { StatusBadge } from './status-badge'

/** One fixture or result (SPEC §2.1): date, competition, venue, sides, score or kick-off, status, match centre link. */
export function FixtureRow({ match, now }: { match: MatchSummary; now: string }) {
  const t = useT()
  const phase = matchPhase(match.status, match.kickoff, now)
  const href = matchCentrePath(match)
  return (
    <li className={`fixture fixture--${phase}`}>
      <div className="fixture__when">
        <time dateTime={match.kickoff} className="fixture__date">
          {formatDate(match.kickoff, 'match')}
        </time>
        <span className="fixture__competition">{match.competition}</span>
      </div>
      {/* WCAG 2.5.3: the link's name is what it shows (sides and score or kick-off), then where it goes. */}
      <a className="fixture__teams" href={href}>
        <Side side={match.home} align="end" />
        <span className="fixture__result">
          {showsScore(phase) ? (
            <span className="fixture__score">
              {match.homeScore ?? 0}
              <span className="fixture__dash">–</span>
              {match.awayScore ?? 0}
            </span>
          ) : phase === 'postponed' ? (
            <span className="fixture__time">{t('match.vs')}</span>
          ) : (
            <span className="fixture__time">{kickoffTime(match.kickoff)}</span>
          )}
        </span>
        <Side side={match.away} align="start" />
        <span className="visually-hidden">, {t('matches.matchCentre')}</span>
      </a>
      <div className="fixture__meta">
        <StatusBadge phase={phase} />
        <span className={`fixture__venue-tag fixture__venue-tag--${match.isHome ? 'home' : 'away'}`}>
          {match.isHome ? t('matches.home') : t('matches.away')}
        </span>
        <span className="fixture__venue">{match.venue}</span>
        <a className="fixture__link" href={href}>
          {t('matches.matchCentre')}
        </a>
      </div>
    </li>
  )
}

function Side({ side, align }: { side: ClubSide; align: 'start' | 'end' }) {
  return (
    <span className={`fixture__side fixture__side--${align}`}>
      <span className="fixture__name">{side.name}</span>
      {side.crestKey ? <img src={imageUrl(side.crestKey)} alt="" width={32} height={36} loading="lazy" className="fixture__crest" /> : null}
    </span>
  )
}
