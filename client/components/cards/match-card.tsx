import { imageUrl } from '../../../shared/images'
import { formatDate } from '../../../shared/rules/formats'
import type { ClubSide, MatchSummary } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'

/** Next or last match: crests, score or kick-off, competition and venue. */
export function MatchCard({ heading, match }: { heading: string; match: MatchSummary | null }) {
  const t = useT()
  return (
    <section className="match-card" aria-label={heading}>
      <h2 className="match-card__heading">{heading}</h2>
      {match ? (
        <>
          <p className="match-card__meta">
            {match.competition} · {formatDate(match.kickoff, 'match')}
          </p>
          <div className="match-card__teams">
            <Side side={match.home} />
            <div className="match-card__score">
              {match.status === 'upcoming' ? (
                <span className="match-card__time">{londonTime(match.kickoff)}</span>
              ) : match.status === 'postponed' ? (
                <span>{t('match.postponed')}</span>
              ) : (
                <span>
                  {match.homeScore ?? 0} – {match.awayScore ?? 0}
                </span>
              )}
              {match.status === 'live' ? <span className="badge badge--live">{t('match.live')}</span> : null}
              {match.status === 'fulltime' ? <span className="badge">{t('match.fullTime')}</span> : null}
            </div>
            <Side side={match.away} />
          </div>
          <p className="match-card__venue">{match.venue}</p>
        </>
      ) : (
        <p className="match-card__empty">{t('match.noneScheduled')}</p>
      )}
    </section>
  )
}

function Side({ side }: { side: ClubSide }) {
  return (
    <div className="match-card__side">
      <img src={imageUrl(side.crestKey)} alt="" width={56} height={64} loading="lazy" />
      <span className="match-card__name">{side.name}</span>
    </div>
  )
}

function londonTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(new Date(iso))
}
