import { imageUrl } from '../../../shared/images'
import type { LeagueTable } from '../../../shared/types/football'
import { useT } from '../../hooks/use-t'

/** A league table with the club's own row highlighted. */
export function LeagueTableView({ table }: { table: LeagueTable }) {
  const t = useT()
  return (
    <section className="league-table" aria-labelledby="league-table-title">
      <h2 id="league-table-title" className="league-table__title">
        {table.competition}
      </h2>
      {/* WCAG 2.1.1: on a phone the table scrolls sideways, so keyboard users must be able to reach and scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe scrollable-region-focusable) */}
      <section className="league-table__scroll" tabIndex={0} aria-labelledby="league-table-title">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('table.position')}</th>
              <th scope="col" className="league-table__club">
                {t('table.club')}
              </th>
              <th scope="col">{t('table.played')}</th>
              <th scope="col">{t('table.won')}</th>
              <th scope="col">{t('table.drawn')}</th>
              <th scope="col">{t('table.lost')}</th>
              <th scope="col">{t('table.goalDifference')}</th>
              <th scope="col">{t('table.points')}</th>
              <th scope="col" className="league-table__form">
                {t('table.form')}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.position} className={row.isOurs ? 'is-ours' : undefined}>
                <td>{row.position}</td>
                <th scope="row" className="league-table__club">
                  {row.crestKey ? <img src={imageUrl(row.crestKey)} alt="" width={20} height={22} loading="lazy" /> : null}
                  <span className="league-table__name">{row.clubName}</span>
                  <span className="league-table__short">{row.shortName}</span>
                </th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td>{row.goalsFor - row.goalsAgainst}</td>
                <td className="league-table__points">{row.points}</td>
                <td className="league-table__form">
                  {/* The last five results, oldest first: a position in the run is the identity. */}
                  {Array.from(row.form, (r, i) => ({ r, at: `${row.position}-${i}` })).map(({ r, at }) => (
                    <span key={at} className={`form form--${r}`}>
                      {r}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  )
}
