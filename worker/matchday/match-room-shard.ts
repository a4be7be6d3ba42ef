/**
 * Issue 21 §1: one of a match's N shards (idFromName(`${matchId}:${i}`)).
 * It holds supporters' sockets with the WebSocket hibernation API, so an
 * idle socket costs nothing between events: everything a socket needs is
 * its attachment (the last message id it was sent), read back through
 * getWebSockets() after the object was evicted. The page's ping is answered
 * by the runtime's auto-response without waking the object.
 *
 * Order: joins and deliveries run one at a time (an in-memory queue, empty
 * whenever the object can hibernate). A socket is sent message n+1 only
 * after n: a delivery that would skip ids (fan-outs of two writes crossing)
 * first fetches the missing ones from the room. No gaps, no duplicates.
 */
import { DurableObject } from 'cloudflare:workers'
import {
  MATCH_SOCKET_CLOSE,
  MATCH_SOCKET_PING,
  MATCH_SOCKET_PONG,
  type MatchPushMessage,
  MatchStatusSchema,
} from '../../shared/schemas/match-push'
import type { MatchStatus } from '../../shared/types/football'
import { apiErrorBody } from '../http-errors'
import type { Bindings } from '../env'
import { recordMatchSockets } from '../ops/record-ops'
import type { JoinFrom } from './push-log'
import * as log from './push-log'
import { matchRoomOf, shardName } from './match-room-stubs'
import { lastIdOf, readPageMessage, sendFrame, sendMessages, setLastId } from './shard-sockets'

export const PUSH_AFTER_HEADER = 'X-Match-Push-After'
export const PUSH_SINCE_HEADER = 'X-Match-Push-Since'
export const MATCH_STATUS_HEADER = 'X-Match-Status'

export class MatchRoomShard extends DurableObject<Bindings> {
  private queue: Promise<unknown> = Promise.resolve()
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    log.createPushTables(this.sql)
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(MATCH_SOCKET_PING, MATCH_SOCKET_PONG))
  }

  /** GET /api/matches/{id}/socket, forwarded by worker/routes/match-socket.ts once the match is known to exist. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return Response.json(apiErrorBody('upgrade_required', 'This address takes a WebSocket connection'), { status: 426 })
    const status = MatchStatusSchema.safeParse(request.headers.get(MATCH_STATUS_HEADER))
    if (!status.success) return Response.json(apiErrorBody('bad_request', 'The socket needs its match status'), { status: 400 })
    // The worker checked both against strict patterns (worker/routes/match-socket.ts).
    const after = request.headers.get(PUSH_AFTER_HEADER)
    const since = request.headers.get(PUSH_SINCE_HEADER)
    const from: JoinFrom | null = after !== null ? { after: Number(after) } : since !== null ? { since: Number(since) } : null
    return this.serial(() => this.join(from, status.data))
  }

  /** From the room: a message for every socket here, in id order. */
  deliver(message: MatchPushMessage): Promise<number> {
    return this.serial(() => this.deliverNow(message))
  }

  /** From the room's alarm: the match is over; every socket closes and the pages do not reconnect. */
  closeAll(code: number, reason: string): number {
    const sockets = this.ctx.getWebSockets()
    for (const ws of sockets) close(ws, code, reason)
    return sockets.length
  }

  /** How many sockets this shard holds (the README's arithmetic and the ops view count them). */
  socketCount(): number {
    return this.ctx.getWebSockets().length
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const read = readPageMessage(raw, this.name().matchId)
    if (read === 'ping') return sendFrame(ws, { type: 'pong' })
    sendFrame(ws, { type: 'error', code: read.code, message: read.message })
    if (read.code === 'message_too_large') close(ws, MATCH_SOCKET_CLOSE.tooLarge, 'message too large')
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Completes the closing handshake where the runtime does not reply on its own.
    close(ws, code === 1005 || code === 1006 ? 1000 : code, 'closed')
    await recordMatchSockets(this.env, this.name().matchId, -1)
  }

  private async join(from: JoinFrom | null, status: MatchStatus): Promise<Response> {
    const joined = await this.catchUpFor(from, status)
    if (joined.outcome === 'over')
      return Response.json(apiErrorBody('match_over', 'This match is over: its live updates have ended'), { status: 410 })
    if (joined.outcome === 'fromFuture')
      return Response.json(apiErrorBody('push_after_invalid', 'after names no message of this match'), { status: 400 })
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    this.ctx.acceptWebSocket(server)
    // The id before the first one replayed: sendMessages sends each next id only.
    const first = joined.messages[0]
    setLastId(server, from && 'after' in from ? from.after : first ? first.id - 1 : joined.lastId)
    sendMessages(server, joined.messages)
    // 'pruned' (or no ?after=): the page reads the whole state once and goes on from the last id; complete otherwise.
    setLastId(server, joined.lastId)
    sendFrame(server, { type: 'ready', lastId: joined.lastId, complete: joined.outcome === 'replay' })
    // Issue 21 §7: sockets open per match in the operations view (never fails the join).
    this.ctx.waitUntil(recordMatchSockets(this.env, this.name().matchId, 1))
    return new Response(null, { status: 101, webSocket: client })
  }

  /**
   * What a joining socket missed. The shard keeps its own copy of the room's
   * log (it receives every message anyway), so after its first socket it
   * answers joins itself: a reconnect storm does not queue at the one room.
   * The room answers only the first join, and any the copy cannot answer
   * exactly (an id it has not had yet, a gap, something pruned).
   */
  private async catchUpFor(from: JoinFrom | null, status: MatchStatus): Promise<log.JoinResult> {
    const { matchId, shard } = this.name()
    const now = Date.now()
    if (log.copyJoined(this.sql)) {
      const local = log.readJoin(this.sql, matchId, from, status, now)
      if (local.outcome === 'over' || (local.outcome === 'replay' && consecutive(local.messages, from, local.lastId))) return local
    }
    const room = matchRoomOf(this.env, matchId)
    const joined = await room.join(shard, from, status, now)
    if (joined.outcome !== 'over' && !log.copyJoined(this.sql)) {
      // The whole kept log, once: from here on every message the room sends this shard is added to it.
      for (const message of await room.since(0)) log.storeMessage(this.sql, message, now)
      log.setCopyJoined(this.sql)
    }
    for (const message of joined.messages) log.storeMessage(this.sql, message, now)
    return joined
  }

  private async deliverNow(message: MatchPushMessage): Promise<number> {
    const now = Date.now()
    log.storeMessage(this.sql, message, now)
    const sockets = this.ctx.getWebSockets()
    const behind = sockets.filter((ws) => lastIdOf(ws) < message.id - 1)
    let missing: MatchPushMessage[] = []
    if (behind.length > 0) {
      const from = Math.min(...behind.map(lastIdOf))
      missing = await matchRoomOf(this.env, message.matchId).since(from)
      for (const m of missing) log.storeMessage(this.sql, m, now)
    }
    const all = missing.some((m) => m.id === message.id) ? missing : [...missing, message]
    let sent = 0
    for (const ws of sockets) {
      sent += sendMessages(ws, all)
      // What it missed was pruned from the room's log: it reconnects and reads the whole state once.
      if (lastIdOf(ws) < message.id) close(ws, MATCH_SOCKET_CLOSE.resync, 'resync')
    }
    return sent
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }

  private name(): { matchId: number; shard: number } {
    const parsed = shardName(this.ctx.id.name)
    if (!parsed) throw new Error('MatchRoomShard is reached through idFromName("<matchId>:<shard>") only')
    return parsed
  }
}

/** The replayed messages are every id from the first one needed up to the copy's last: nothing is missing in between. */
function consecutive(messages: readonly MatchPushMessage[], from: JoinFrom | null, lastId: number): boolean {
  if (from === null) return false
  const start = 'after' in from ? from.after + 1 : (messages[0]?.id ?? lastId + 1)
  return messages.every((m, i) => m.id === start + i) && start + messages.length === lastId + 1
}

function close(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason)
  } catch {
    // Already closed.
  }
}
