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

/** `streams`: the live audio and video whose /live pages show the change too (a stream switched, a kick-off). */
export async function purgeMatchConsolePages(
  c: Context<AppEnv>,
  matchId: number,
  streams: ReadonlyArray<{ id: string; kind: 'audio' | 'video' }> = [],
) {
  try {
    const match = await findMatchForEvents(c.env.DB, matchId)
    if (!match) return
    const { next, last } = await getNextAndLastMatch(c.env.DB, match.teamSlug, new Date().toISOString())
    const paths = matchPagePaths({ ...match, shownAsNextOrLast: next?.id === match.id || last?.id === match.id })
    // SPEC §2.1 /live/{mediaType}/{assetID?}: the live pages name the stream and show whether it is on air.
    for (const stream of streams) paths.push('/live', `/live/${stream.kind}`, `/live/${stream.kind}/${stream.id}`)
    await purgeEverywhere(c, [...new Set(paths)])
  } catch (err) {
    // The change is stored by now: a failed read for the purge is logged; the copies expire on their own.
    console.warn('match console purge failed', matchId, err instanceof Error ? err.message : String(err))
  }
}
