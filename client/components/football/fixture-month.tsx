import { memo } from 'react'
import type { MonthGroup } from '../../../shared/rules/match-dates'
import type { MatchSummary } from '../../../shared/types/football'
import { FixtureRow } from './fixture-row'

/** SPEC §2.1 one London month of fixtures and results: its heading and its rows. */
export const FixtureMonth = memo(function FixtureMonth({ group, now }: { group: MonthGroup<MatchSummary>; now: string }) {
  return (
    <section className="fixture-month" aria-labelledby={`month-${group.key}`}>
      <h2 id={`month-${group.key}`} className="fixture-month__title">
        {group.label}
      </h2>
      <ol className="fixture-list">
        {group.items.map((match) => (
          <FixtureRow key={match.id} match={match} now={now} />
        ))}
      </ol>
    </section>
  )
})
