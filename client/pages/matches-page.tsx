import { Fragment, useMemo } from 'react'
import { groupByLondonMonth } from '../../shared/rules/match-dates'
import type { PageData } from '../../shared/types/page-payload'
import { PageAdvertSlot } from '../components/adverts/page-advert'
import { FixtureMonth } from '../components/football/fixture-month'
import { LeagueTableView } from '../components/football/league-table'
import { SponsorSlot } from '../components/football/sponsor-slot'
import { MatchSwitchers, ViewTabs } from '../components/football/switchers'
import { HydrateLater } from '../components/hydrate-later'
import { useT } from '../hooks/use-t'

type MatchesData = Extract<PageData, { kind: 'matches' }>

/** SPEC §2.1 fixtures and results, grouped by London month; ?view=table shows the league table. */
export function MatchesPage({ page }: { page: MatchesData }) {
  const t = useT()
  const groups = useMemo(() => groupByLondonMonth(page.matches), [page.matches])
  const teamName = page.team.slug === '' ? null : page.team.name
  return (
    <div className="container matches-page">
      <div className="matches-page__head">
        <h1 className="page-title">
          {teamName ? <span className="page-title__eyebrow">{teamName}</span> : null}
          {page.view === 'table' ? t('matches.tableTitle') : t('matches.title')}
        </h1>
        <SponsorSlot sponsor={page.sponsor} />
      </div>
      <MatchSwitchers team={page.team} season={page.season} teams={page.teams} seasons={page.seasons} view={page.view} />
      {/* Only a team with a league table this season gets the Fixtures | Table tabs (the table view keeps them, to go back). */}
      {page.hasTable || page.view === 'table' ? (
        <ViewTabs team={page.team} season={page.season} seasons={page.seasons} view={page.view} />
      ) : null}
      {page.preseasonMessage ? (
        <p className="preseason-banner" role="status">
          {page.preseasonMessage}
        </p>
      ) : null}
      {page.view === 'table' ? (
        page.table ? (
          <LeagueTableView table={page.table} />
        ) : (
          <p className="matches-page__empty">{t('matches.tableEmpty')}</p>
        )
      ) : groups.length === 0 ? (
        page.preseasonMessage ? null : (
          <p className="matches-page__empty">{t('matches.empty')}</p>
        )
      ) : (
        // Issue 13 §4: the first month hydrates with the page; the later ones (a season is ten of them,
        // below the first screen) each hydrate afterwards in idle slices. SPEC §3 "Advert (other)": the
        // fixtures page's banner follows the first month, so the list itself starts where it always did.
        groups.map((group, index) =>
          index === 0 ? (
            <Fragment key={group.key}>
              <FixtureMonth group={group} now={page.now} />
              <PageAdvertSlot placement="matches" />
            </Fragment>
          ) : (
            <HydrateLater key={group.key}>
              <FixtureMonth group={group} now={page.now} />
            </HydrateLater>
          ),
        )
      )}
    </div>
  )
}
