import type { MatchPhase } from '../../../shared/rules/match-phase'
import { useT } from '../../hooks/use-t'

/** SPEC §2.1 status badges: live, FT, postponed (nothing for a scheduled match). */
export function StatusBadge({ phase, minute }: { phase: MatchPhase; minute?: number | null }) {
  const t = useT()
  if (phase === 'live')
    return (
      <span className="badge badge--live">
        {t('match.live')}
        {minute ? ` ${minute}'` : ''}
      </span>
    )
  if (phase === 'fullTime') return <span className="badge badge--ft">{t('match.fullTime')}</span>
  if (phase === 'postponed') return <span className="badge badge--postponed">{t('match.postponed')}</span>
  if (phase === 'awaitingKickOff') return <span className="badge">{t('matches.awaitingKickOff')}</span>
  return null
}
