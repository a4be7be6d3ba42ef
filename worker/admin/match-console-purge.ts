/**
 * Issue 19 §5: after a console change, the edge-cache copies of the pages
 * showing the match (shared/rules/match-page-paths.ts) and, for a stream, its
 * live player pages are purged, so the next visitor sees the change. The
 * same as the match data feed does in worker/routes/admin-matches.ts.
 */
import type { Context } from 'hono'
import { matchPagePaths } from '../../shared/rules/match-page-paths'
import { findMatchForEvents } from '../db/match-events'
import { getNextAndLastMatch } from '../db/matches'
import type { AppEnv } from '../env'
import { purgeEverywhere } from './purge'

/** The paths of the pages showing a match (its centre, fixtures, the team's next and last): [] for an unknown match. */
export async function matchPathsOf(db: D1Database, matchId: number): Promise<string[]> {
  const match = await findMatchForEvents(db, matchId)
  if (!match) return []
  const { next, last } = await getNextAndLastMatch(db, match.teamSlug, new Date().toISOString())
  return matchPagePaths({ ...match, shownAsNextOrLast: next?.id === match.id || last?.id === match.id })
}

/** `streams`: the live audio and video whose /live pages show the change too (a stream switched, a kick-off). */
export async function purgeMatchConsolePages(
  c: Context<AppEnv>,
  matchId: number,
  streams: ReadonlyArray<{ id: string; kind: 'audio' | 'video' }> = [],
) {
  try {
    const paths = await matchPathsOf(c.env.DB, matchId)
    if (paths.length === 0) return
    // SPEC §2.1 /live/{mediaType}/{assetID?}: the live pages name the stream and show whether it is on air.
    for (const stream of streams) paths.push('/live', `/live/${stream.kind}`, `/live/${stream.kind}/${stream.id}`)
    await purgeEverywhere(c, [...new Set(paths)])
  } catch (err) {
    // The change is stored by now: a failed read for the purge is logged; the copies expire on their own.
    console.warn('match console purge failed', matchId, err instanceof Error ? err.message : String(err))
  }
}
