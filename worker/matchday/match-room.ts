/**
 * Issue 21 §1 (ARCHITECTURE "matchday/"): one MatchRoom per match
 * (idFromName(String(matchId))) keeps the match's ordered push log in its
 * own SQLite storage and fans each message out to the match's shards
 * (MatchRoomShard, idFromName(`${matchId}:${i}`)), each of which holds
 * supporters' sockets with the hibernation API. The room itself holds no
 * socket: it is awake only while a write pushes, a shard joins (the first
 * time: later joins are answered from the shard's own copy of the log) or
 * fills a gap, or its alarm closes the room an hour after full time.
 *
 * The shards it fans out to are the ones that ever joined (room_shards), not
 * 0..N-1 from the setting: an empty shard costs no call, and raising N
 * mid-match cannot strand the sockets of a shard the old N did not name.
 */
import { DurableObject } from 'cloudflare:workers'
import { ROOM_OPEN_AFTER_FULL_TIME_MS } from '../../shared/rules/match-push-log'
import { MATCH_SOCKET_CLOSE, type MatchPushInput, type MatchPushMessage } from '../../shared/schemas/match-push'
import type { MatchStatus } from '../../shared/types/football'
import type { Bindings } from '../env'
import { matchRoomShardOf } from './match-room-stubs'
import * as log from './push-log'

export type { JoinFrom, JoinResult } from './push-log'

export class MatchRoom extends DurableObject<Bindings> {
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    log.createPushTables(this.sql)
  }

  /**
   * A write committed: the message gets the next id, is kept for reconnects
   * and goes to every shard. Resolves with its id once every shard was
   * reached (or failed: logged, the shard's sockets catch up on the next message).
   */
  async publish(input: MatchPushInput, now = Date.now()): Promise<number> {
    const message = log.appendMessage(this.sql, this.matchId(), input, now)
    if (message.type === 'status') await this.noteStatus(message.data.status, now)
    await this.fanOut(message)
    return message.id
  }

  /**
   * A shard's socket opens: the shard is registered and told what the socket
   * missed: after the id `from.after`, or written since `from.since` (ms, a
   * page's first socket), or nothing (null: live only, and the page reads the state once).
   */
  join(shard: number, from: log.JoinFrom | null, status: MatchStatus, now = Date.now()): log.JoinResult {
    const joined = log.readJoin(this.sql, this.matchId(), from, status, now)
    if (joined.outcome !== 'over') log.addShard(this.sql, shard)
    return joined
  }

  /** For a shard that saw a gap (messages reach it out of order): the kept messages after `after`. */
  since(after: number): MatchPushMessage[] {
    return log.messagesAfter(this.sql, this.matchId(), after)
  }

  /** The last id pushed (0 before any): the match centre's page carries it, so its socket resumes right after what the page shows. */
  latestId(): number {
    return log.latestId(this.sql)
  }

  /** An hour after full time: every shard closes its sockets (issue 21 "Bad input": no socket stays open longer). */
  async alarm(): Promise<void> {
    const ended = log.endedAt(this.sql)
    if (ended === null || Date.now() < ended + ROOM_OPEN_AFTER_FULL_TIME_MS) return
    await Promise.allSettled(
      log
        .shardIndexes(this.sql)
        .map((i) => matchRoomShardOf(this.env, this.matchId(), i).closeAll(MATCH_SOCKET_CLOSE.matchOver, 'match over')),
    )
  }

  private async noteStatus(status: MatchStatus, now: number): Promise<void> {
    if (status === 'fulltime' || status === 'postponed') {
      log.setEndedAt(this.sql, now)
      await this.ctx.storage.setAlarm(now + ROOM_OPEN_AFTER_FULL_TIME_MS)
    } else if (log.endedAt(this.sql) !== null) {
      // Full time undone (a correction): the room stays open.
      log.setEndedAt(this.sql, null)
      await this.ctx.storage.deleteAlarm()
    }
  }

  private async fanOut(message: MatchPushMessage): Promise<void> {
    const shards = log.shardIndexes(this.sql)
    const results = await Promise.allSettled(shards.map((i) => matchRoomShardOf(this.env, message.matchId, i).deliver(message)))
    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        const reason = result.reason instanceof Error ? result.reason.message : String(result.reason)
        console.warn('match push to a shard failed', message.matchId, shards[i], reason)
      }
    })
  }

  private matchId(): number {
    const id = Number(this.ctx.id.name)
    if (!Number.isSafeInteger(id) || id < 1) throw new Error('MatchRoom is reached through idFromName(String(matchId)) only')
    return id
  }
}
