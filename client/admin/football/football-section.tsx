import type { MouseEvent } from 'react'
import { FixturesPage } from './fixtures-page'
import { ImportPage } from './import-page'
import { PlayersPage } from './players-page'
import { SeasonsPage } from './seasons-page'
import { TablesPage } from './tables-page'
import { TeamsPage } from './teams-page'

const PAGES = [
  { sub: 'players', label: 'Players', Page: PlayersPage },
  { sub: 'fixtures', label: 'Fixtures', Page: FixturesPage },
  { sub: 'teams', label: 'Teams', Page: TeamsPage },
  { sub: 'seasons', label: 'Seasons & competitions', Page: SeasonsPage },
  { sub: 'tables', label: 'League tables', Page: TablesPage },
  { sub: 'import', label: 'Import CSV', Page: ImportPage },
] as const

/**
 * Issue 19 §4: football data, /admin/football/{players|fixtures|teams|seasons|tables|import}
 * (players first: what a club's media team edits most). /admin/imports still
 * opens the import page.
 */
/** The current sub-section's link while an item is open: back to its list (the page stays; only ?id= goes). */
function backToList(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  window.history.pushState(null, '', event.currentTarget.href)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

export function FootballSection({ sub }: { sub: string | null }) {
  const current = PAGES.find((page) => page.sub === sub) ?? PAGES[0]
  const { Page } = current
  return (
    <div className="admin-football">
      <h1>Football data</h1>
      <nav className="admin-subnav" aria-label="Football data">
        <ul>
          {PAGES.map((page) => (
            <li key={page.sub}>
              <a
                href={`/admin/football/${page.sub}`}
                aria-current={page.sub === current.sub ? 'page' : undefined}
                onClick={page.sub === current.sub ? backToList : undefined}
              >
                {page.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Page />
    </div>
  )
}
