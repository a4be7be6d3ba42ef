import { imageUrl } from '../../../shared/images'
import { formatDate } from '../../../shared/rules/formats'
import { kickoffTime } from '../../../shared/rules/match-dates'
import { type MatchPhase, showsScore } from '../../../shared/rules/match-phase'
import type { ClubSide, MatchDetail, MatchLiveState } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'
import { StatusBadge } from '../football/status-badge'

/** The match centre header: sides, score or kick-off, status, competition, date and venue. */
export function Scoreboard({ match, live, phase }: { match: MatchDetail; live: MatchLiveState; phase: MatchPhase }) {
  const t = useT()
  return (
    <section className={`scoreboard scoreboard--${phase}`} aria-label={t('matchCentre.title')}>
      <div className="container">
        {/* The page's heading: the sides below are shown with crests, so the h1 is for assistive tech and the outline. */}
        <h1 className="visually-hidden">{`${match.home.name} ${t('match.vs')} ${match.away.name}`}</h1>
        <p className="scoreboard__meta">
          <span>{match.competition}</span>
          {match.round ? <span>{match.round}</span> : null}
          <time dateTime={match.kickoff}>
            {formatDate(match.kickoff, 'match')} · {kickoffTime(match.kickoff)}
          </time>
        </p>
        <div className="scoreboard__teams">
          <Side side={match.home} />
          <div className="scoreboard__centre">
            {showsScore(phase) ? (
              <p className="scoreboard__score" aria-live="polite" data-testid="score">
                <span>{live.homeScore ?? 0}</span>
                <span aria-hidden="true" className="scoreboard__dash">
                  –
                </span>
                <span>{live.awayScore ?? 0}</span>
              </p>
            ) : (
              <p className="scoreboard__kickoff">{phase === 'postponed' ? t('match.vs') : kickoffTime(match.kickoff)}</p>
            )}
            <StatusBadge phase={phase} minute={phase === 'live' ? live.minute : null} />
            {match.halfTime && phase === 'fullTime' ? (
              <p className="scoreboard__ht">{t('matchCentre.halfTime', { home: match.halfTime.home, away: match.halfTime.away })}</p>
            ) : null}
          </div>
          <Side side={match.away} />
        </div>
        <p className="scoreboard__venue">
          {match.venue}
          {match.referee ? ` · ${t('matchCentre.referee')}: ${match.referee}` : ''}
          {match.attendance ? ` · ${t('matchCentre.attendance')}: ${match.attendance.toLocaleString('en-GB')}` : ''}
        </p>
      </div>
    </section>
  )
}

function Side({ side }: { side: ClubSide }) {
  return (
    <div className="scoreboard__side">
      {side.crestKey ? <img src={imageUrl(side.crestKey)} alt="" width={72} height={82} /> : null}
      <span className="scoreboard__name">{side.name}</span>
    </div>
  )
}
