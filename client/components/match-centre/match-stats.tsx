import type { MatchStat } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'

/** Side-by-side stat bars; a bar's share is its side's part of the total. */
export function MatchStats({ stats, homeName, awayName }: { stats: readonly MatchStat[]; homeName: string; awayName: string }) {
  const t = useT()
  if (stats.length === 0) return null
  return (
    <section className="mc-panel" aria-labelledby="mc-stats">
      <h2 id="mc-stats" className="mc-panel__title">
        {t('matchCentre.stats')}
      </h2>
      <p className="stats__sides">
        <span>{homeName}</span>
        <span>{awayName}</span>
      </p>
      <dl className="stats">
        {stats.map((s) => {
          const total = s.home + s.away
          const share = total === 0 ? 50 : Math.round((s.home / total) * 100)
          return (
            <div key={s.key} className="stats__row">
              <dt className="stats__label">{s.label}</dt>
              <dd className="stats__values">
                <span className="stats__value">{s.home}</span>
                <span className="stats__bar" aria-hidden="true">
                  <span className="stats__bar-home" style={{ width: `${share}%` }} />
                </span>
                <span className="stats__value">{s.away}</span>
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
