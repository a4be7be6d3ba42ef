/**
 * Issue 19 §1 dashboard: what an editor opens the back office for. Today's
 * and the next matches (live ones first), the drafts and the scheduled
 * articles, in one D1 batch; the last changes come from the audit log.
 */
import { londonDateParts, londonDayRange } from '../../shared/rules/formats'
import type { AdminArticleSummary } from '../../shared/types/admin-articles'
import type { MatchSummary } from '../../shared/types/football'
import { listAdminArticles } from './admin-articles'
import { MATCH_SUMMARY_SELECT, type MatchSummaryRow, rowToMatchSummary } from './matches'

export interface DashboardArticles {
  drafts: AdminArticleSummary[]
  scheduled: AdminArticleSummary[]
}

const MATCHES_SHOWN = 6

/** Matches of today (London) and after, not yet finished, soonest first; a live one always comes first. */
export async function dashboardMatches(db: D1Database, now: Date): Promise<MatchSummary[]> {
  const { year, month, day } = londonDateParts(now.toISOString())
  const today = londonDayRange(year, month, day)
  const { results } = await db
    .prepare(
      `${MATCH_SUMMARY_SELECT}
        WHERE m.kickoff >= ?1 OR m.status = 'live'
        ORDER BY CASE WHEN m.status = 'live' THEN 0 ELSE 1 END, m.kickoff, m.id
        LIMIT ?2`,
    )
    .bind(today.from, MATCHES_SHOWN)
    .all<MatchSummaryRow>()
  return results.map(rowToMatchSummary)
}

export async function dashboardArticles(db: D1Database, now: Date): Promise<DashboardArticles> {
  const [drafts, scheduled] = await Promise.all([
    listAdminArticles(db, { page: 1, size: 10, sort: 'updatedAt', dir: 'desc', state: 'draft' }, now),
    listAdminArticles(db, { page: 1, size: 10, sort: 'publishedAt', dir: 'asc', state: 'scheduled' }, now),
  ])
  return { drafts: drafts.items, scheduled: scheduled.items }
}
