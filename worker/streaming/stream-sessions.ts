/**
 * ARCHITECTURE "Streaming", issue 10 §4 and §8: one StreamSessions object per
 * account (idFromName(ssoId)) holds the account's live-stream leases, one per
 * device (the client's sessionID, SPEC §7, from one sign-in session: see
 * ./lease-table.ts), in its own SQLite storage.
 * Players keep a hibernatable WebSocket open to it: {action:'session'} says
 * which device the socket is, {action:'ping'} every 30 s renews the device's
 * lease and, when due, its playback token. An alarm drops leases that missed
 * two pings; closing the socket or ending the device frees a lease at once.
 * The session check calls acquire() (RPC); the media gateway leaseIsLive();
 * signing out ends the sign-in's leases (endSignIn), blocking the account or
 * a new password ends them all (endAccount), a refund those of the assets it
 * paid for (endAssets), so no socket keeps renewing tokens after.
 */
import { DurableObject } from 'cloudflare:workers'
import { leaseDecision } from '../../shared/rules/concurrency-limit'
import { LEASE_LAPSES_AFTER_MS, leaseIsCurrent, leaseLapsesAt, tokenDueForRenewal } from '../../shared/rules/stream-lease'
import type { AccountLeaseEnd, LeaseEndReason } from '../../shared/schemas/stream-socket'
import type { Bindings } from '../env'
import { recordRenewal } from '../ops/record-ops'
import * as leases from './lease-table'
import { takeOverLease } from './lease-takeover'
import { renewedPlaybackToken, tokenOnCheck } from './renewed-token'
import { acceptSocket, bindSocket, deviceOfSocket, readClientMessage, send, signInOfSocket, unbindSocket } from './socket-messages'
// Issue 21 §7 (its own line, so the import above stays as others edit it).
import { countryOfSocket } from './socket-messages'
import {
  type AcquireRequest,
  type AcquireResult,
  type ActiveDevice,
  type AskingDevice,
  COUNTRY_HEADER,
  LEASE_ENDED_CLOSE_CODE,
  SIGN_IN_HEADER,
  type TakeoverRequest,
  type TakeoverResult,
} from './stream-sessions-api'

export type { AcquireRequest, AcquireResult, ActiveDevice, AskingDevice, TakeoverRequest, TakeoverResult } from './stream-sessions-api'

export class StreamSessions extends DurableObject<Bindings> {
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    leases.createLeaseTable(this.sql)
  }

  /** The check and the lease in one step: nothing awaits between reading the leases and writing one. */
  async acquire(request: AcquireRequest): Promise<AcquireResult> {
    const now = request.now ?? Date.now()
    this.dropLapsed(now)
    const result = this.ctx.storage.transactionSync((): AcquireResult => {
      const device = { deviceId: request.deviceId, signIn: request.signIn }
      const held = leases.leaseOfDevice(this.sql, device)
      const decision = leaseDecision({
        deviceHasLease: held !== null,
        activeLeases: leases.countLeases(this.sql),
        limit: request.limit,
        bypass: request.bypass,
      })
      // The session check signs the next token (or hands back the one it holds); renewals start from here.
      if (held) {
        const { tokenExpiresAt, tokenReused } = tokenOnCheck(held, request, now)
        leases.refreshLease(this.sql, held.lease_id, { assetId: request.assetId, playbackId: request.playbackId, now, tokenExpiresAt })
        return { outcome: 'granted', leaseId: held.lease_id, tokenExpiresAt, tokenReused }
      }
      if (decision === 'limitReached') return { outcome: 'limitReached', activeDevices: this.listDevices(device, now) }
      const { tokenExpiresAt } = tokenOnCheck(null, request, now)
      const leaseId = leases.grantNewLease(this.sql, request, now, tokenExpiresAt)
      return { outcome: 'granted', leaseId, tokenExpiresAt, tokenReused: false }
    })
    await this.armAlarm()
    return result
  }

  /**
   * Issue 21 §5 'Watch here instead': ends the named device's lease and admits the asking one in
   * one step (./lease-takeover.ts), then tells the ended device why and closes its socket.
   */
  async takeOver(request: TakeoverRequest): Promise<TakeoverResult> {
    const now = request.now ?? Date.now()
    this.dropLapsed(now)
    const asking = { deviceId: request.deviceId, signIn: request.signIn }
    const step = this.ctx.storage.transactionSync(() => takeOverLease(this.sql, request, now, () => this.listDevices(asking, now)))
    for (const row of step.ended) {
      for (const ws of this.socketsOf({ deviceId: row.device_id, signIn: row.sign_in })) this.closeEnded(ws, 'movedToAnotherDevice')
    }
    await this.armAlarm()
    return step.result
  }

  /** The account's devices streaming now, the asking one marked. */
  listDevices(asking: AskingDevice | null = null, now = Date.now()): ActiveDevice[] {
    return leases
      .allLeases(this.sql)
      .filter((row) => leaseIsCurrent(row.last_ping_at, now))
      .map((row) => ({
        deviceId: row.device_id,
        assetId: row.asset_id,
        since: row.acquired_at,
        lastSeen: row.last_ping_at,
        thisDevice: asking !== null && row.device_id === asking.deviceId && row.sign_in === asking.signIn,
        signIn: row.sign_in,
      }))
  }

  /** 'Sign out other devices': frees the sessionID's lease (from any sign-in) at once, tells its player and closes its socket. */
  async endDevice(deviceId: number): Promise<boolean> {
    const ended = this.endLeases(leases.leasesOfDeviceId(this.sql, deviceId))
    for (const ws of this.ctx.getWebSockets()) {
      if (deviceOfSocket(ws)?.deviceId === deviceId) this.closeEnded(ws, 'endedByOtherDevice')
    }
    await this.armAlarm()
    return ended > 0
  }

  /** POST /api/auth/logout, or the sign-in revoked: the sign-in session is over, so are its leases and its sockets. Returns the leases ended. */
  async endSignIn(signIn: string): Promise<number> {
    const ended = this.endLeases(leases.leasesOfSignIn(this.sql, signIn))
    for (const ws of this.ctx.getWebSockets()) {
      if (signInOfSocket(ws) === signIn) this.closeEnded(ws, 'signedOut')
    }
    await this.armAlarm()
    return ended
  }

  /**
   * Every sign-in of the account ended: it was blocked (SPEC §6) or its
   * password changed. Every lease and every socket ends, told why. Returns the leases ended.
   */
  async endAccount(reason: AccountLeaseEnd): Promise<number> {
    const ended = this.endLeases(leases.allLeases(this.sql))
    for (const ws of this.ctx.getWebSockets()) this.closeEnded(ws, reason)
    await this.armAlarm()
    return ended
  }

  /** The assets the account's devices hold leases for (issue 18 §7: judged again when an entitlement ends). */
  heldAssets(): string[] {
    return [...new Set(leases.allLeases(this.sql).map((row) => row.asset_id))]
  }

  /**
   * Issue 18 §7: the entitlement these assets were granted for is gone (a
   * refund): their leases end and their players are told, so no socket renews
   * their tokens and the next live playlist is refused. Returns the leases ended.
   */
  async endAssets(assetIds: string[]): Promise<number> {
    const rows = leases.allLeases(this.sql).filter((row) => assetIds.includes(row.asset_id))
    const ended = this.endLeases(rows)
    for (const row of rows) {
      for (const ws of this.socketsOf({ deviceId: row.device_id, signIn: row.sign_in })) this.closeEnded(ws, 'entitlementEnded')
    }
    await this.armAlarm()
    return ended
  }

  /** For the media gateway (every live playlist request): the lease exists and its device is still pinging. */
  leaseIsLive(leaseId: string, now = Date.now()): boolean {
    const row = leases.leaseById(this.sql, leaseId)
    return row !== null && leaseIsCurrent(row.last_ping_at, now)
  }

  /** GET /api/streamline/socket, forwarded by worker/routes/stream-socket.ts once the account is known. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected Upgrade: websocket', { status: 426 })
    const signIn = request.headers.get(SIGN_IN_HEADER)
    if (!signIn) return new Response('The socket needs its sign-in session', { status: 400 })
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    this.ctx.acceptWebSocket(server)
    acceptSocket(server, signIn, request.headers.get(COUNTRY_HEADER))
    return new Response(null, { status: 101, webSocket: client })
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const message = readClientMessage(raw)
    if (!message) return send(ws, { type: 'error', code: 'bad_message' })
    if (message.action === 'session') {
      bindSocket(ws, message.sessionID)
      return send(ws, { type: 'bound', sessionID: message.sessionID })
    }
    try {
      await this.renew(ws, Date.now())
    } catch (err) {
      // The lease is renewed already; a token that could not be signed is tried again on the next ping.
      console.error('stream token renewal failed', err instanceof Error ? err.message : String(err))
    }
    // Last, so a player knows that whatever this ping brought (a token, the lease's end) came before it.
    send(ws, { type: 'pong' })
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Completes the closing handshake where the runtime does not reply on its own; ignored where it did.
    try {
      ws.close(code === 1005 ? 1000 : code, 'closed')
    } catch {
      // Already closed.
    }
    await this.socketGone(ws)
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.socketGone(ws)
  }

  async alarm(): Promise<void> {
    this.dropLapsed(Date.now())
    await this.armAlarm(true)
  }

  /** A ping: the device's lease lives on and, when its token runs short, gets a new one. */
  private async renew(ws: WebSocket, now: number): Promise<void> {
    const device = deviceOfSocket(ws)
    const lease = device === null ? null : leases.leaseOfDevice(this.sql, device)
    if (!lease) return
    if (!leaseIsCurrent(lease.last_ping_at, now)) {
      // Two pings missed before the alarm came round: the lease is gone all the same.
      this.dropLapsed(now)
      return this.armAlarm()
    }
    leases.recordPing(this.sql, lease.lease_id, now)
    if (!tokenDueForRenewal(lease.token_expires_at, now)) return
    const { token, expiresAt, playbackUrl } = await renewedPlaybackToken(this.env, this.accountSsoId(), lease, now)
    // The lease may have ended, or moved to another asset, while the token was being signed.
    const current = leases.leaseById(this.sql, lease.lease_id)
    if (current === null || current.asset_id !== lease.asset_id) return
    leases.recordTokenExpiry(this.sql, lease.lease_id, expiresAt)
    // Issue 21 §7: counted for the operations view (renewals, open players), in the background.
    recordRenewal(this.env, (promise) => this.ctx.waitUntil(promise), { streamId: lease.asset_id, country: countryOfSocket(ws) })
    send(ws, playbackUrl ? { type: 'token', token, expiresAt, playbackUrl } : { type: 'token', token, expiresAt })
  }

  /** "Closing the player or the socket frees the lease at once", unless another socket still speaks for the device. */
  private async socketGone(ws: WebSocket): Promise<void> {
    const device = deviceOfSocket(ws)
    if (device === null || this.socketsOf(device).some((other) => other !== ws)) return
    const lease = leases.leaseOfDevice(this.sql, device)
    if (lease && leases.deleteLease(this.sql, lease.lease_id)) await this.armAlarm()
  }

  /** Drops leases that missed two pings and tells their players. */
  private dropLapsed(now: number): void {
    for (const row of leases.leasesPingedBefore(this.sql, now - LEASE_LAPSES_AFTER_MS)) {
      leases.deleteLease(this.sql, row.lease_id)
      const device = { deviceId: row.device_id, signIn: row.sign_in }
      for (const ws of this.socketsOf(device)) send(ws, { type: 'leaseEnded', reason: 'missedPings' })
    }
  }

  /** Deletes the leases; the count deleted. */
  private endLeases(rows: leases.LeaseRow[]): number {
    return rows.filter((row) => leases.deleteLease(this.sql, row.lease_id)).length
  }

  /** Tells the player its lease ended, so it stops and does not reconnect, and closes the socket. */
  private closeEnded(ws: WebSocket, reason: LeaseEndReason): void {
    send(ws, { type: 'leaseEnded', reason })
    unbindSocket(ws)
    try {
      ws.close(LEASE_ENDED_CLOSE_CODE, 'leaseEnded')
    } catch {
      // Already closing.
    }
  }

  private socketsOf(device: leases.DeviceKey): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => {
      const bound = deviceOfSocket(ws)
      return bound !== null && bound.deviceId === device.deviceId && bound.signIn === device.signIn
    })
  }

  /**
   * The alarm is due when the oldest lease would lapse. One already due at or
   * before that stays (issue 10 budgets: a hot account's every check and ping
   * would otherwise rewrite it): when it comes, alarm() drops what has lapsed
   * and arms the next. From alarm() itself the one that just ran is gone.
   */
  private async armAlarm(fromAlarm = false): Promise<void> {
    const oldest = leases.oldestPing(this.sql)
    const armed = fromAlarm ? null : await this.ctx.storage.getAlarm()
    if (oldest === null) {
      if (armed !== null || fromAlarm) await this.ctx.storage.deleteAlarm()
      return
    }
    const due = leaseLapsesAt(oldest) + 1
    if (armed === null || armed > due) await this.ctx.storage.setAlarm(due)
  }

  /** The account this object belongs to: its name (idFromName(ssoId)), the subject of its playback tokens. */
  private accountSsoId(): string {
    const name = this.ctx.id.name
    if (!name) throw new Error('StreamSessions is reached through idFromName(ssoId) only')
    return name
  }
}
