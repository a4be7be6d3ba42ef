/**
 * Issue 21 §1: every write that changes a match's events, score or status,
 * and every notice, pushes ONE message to the match's room after its D1
 * batch committed. The push runs in waitUntil: the API's answer is not
 * delayed by it, and a failed push never fails the write (it is logged;
 * pages catch up on the next message, or by the poll they fall back to).
 */
import type { Context } from 'hono'
import type { MatchPushData, MatchPushInput } from '../../shared/schemas/match-push'
import type { MatchEvent } from '../../shared/types/football'
import type { AppEnv, Bindings } from '../env'
import { matchRoomOf } from './match-room-stubs'

/** Publishes `input` to the match's room once the answer is on its way. */
export function pushToMatch(c: Context<AppEnv>, matchId: number, input: MatchPushInput): void {
  c.executionCtx.waitUntil(publish(c.env, matchId, input))
}

/** The match's status or score as D1 has it now (after the write), pushed as one 'status' or 'score' message. */
export function pushMatchHead(c: Context<AppEnv>, matchId: number, type: 'status' | 'score'): void {
  const at = new Date().toISOString()
  const work = async () => {
    const head = await readHead(c.env.DB, matchId)
    if (!head) return
    const input: MatchPushInput =
      type === 'status' ? { type, at, data: head } : { type, at, data: { homeScore: head.homeScore, awayScore: head.awayScore } }
    await publish(c.env, matchId, input)
  }
  c.executionCtx.waitUntil(
    work().catch((err) => console.warn('match push failed', matchId, type, err instanceof Error ? err.message : String(err))),
  )
}

/** An event corrected or removed: pushed with the score D1 has after the write. */
export function pushEventChange(
  c: Context<AppEnv>,
  matchId: number,
  change: { change: 'corrected'; event: MatchEvent } | { change: 'removed'; eventId: number },
): void {
  const at = new Date().toISOString()
  const work = async () => {
    const head = await readHead(c.env.DB, matchId)
    if (!head) return
    await publish(c.env, matchId, { type: 'event', at, data: { ...change, homeScore: head.homeScore, awayScore: head.awayScore } })
  }
  c.executionCtx.waitUntil(
    work().catch((err) => console.warn('match push failed', matchId, 'event', err instanceof Error ? err.message : String(err))),
  )
}

async function publish(env: Bindings, matchId: number, input: MatchPushInput): Promise<void> {
  try {
    await matchRoomOf(env, matchId).publish(input)
  } catch (err) {
    console.warn('match push failed', matchId, input.type, err instanceof Error ? err.message : String(err))
  }
}

async function readHead(db: D1Database, matchId: number): Promise<MatchPushData['status'] | null> {
  const row = await db
    .prepare('SELECT status, minute, home_score, away_score FROM matches WHERE id = ?1')
    .bind(matchId)
    .first<{ status: MatchPushData['status']['status']; minute: number | null; home_score: number | null; away_score: number | null }>()
  return row ? { status: row.status, minute: row.minute, homeScore: row.home_score, awayScore: row.away_score } : null
}
